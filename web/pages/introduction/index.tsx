import { Card, Typography } from '@douyinfe/semi-ui';

const { Title, Paragraph } = Typography;

const AREAS: Array<[string, string]> = [
  ['B2B 客户', '客户、发票、回款、付款申请、发货申请与账期统计。'],
  ['销售计划', '销量预测、销售预算、供货计划与物流费用。'],
  ['推广与 KOL', '推广费用报销与付款、KOL 需求和资源池。'],
  ['测评与客服', '测评工单、礼品与礼品卡、延保与客服工单。'],
  ['邮件中心', '邮箱账号、分配规则、标签、模板与邮件池。'],
  ['系统管理', '用户、菜单、角色、角色类型、员工档案与操作日志。'],
];

export default function IntroductionPage() {
  return (
    <Card style={{ maxWidth: 880 }}>
      <Title heading={3}>系统简介</Title>
      <Paragraph>
        Crossdock 是公司的跨境电商运营后台，供内部员工日常使用。每位员工看到的菜单和按钮由其所属角色决定，
        所有修改操作都会记录在操作日志中。
      </Paragraph>
      <Title heading={5} style={{ marginTop: 16 }}>
        主要业务
      </Title>
      {AREAS.map(([area, text]) => (
        <Paragraph key={area}>
          <strong>{area}：</strong>
          {text}
        </Paragraph>
      ))}
      <Paragraph type="tertiary" style={{ marginTop: 16 }}>
        使用中遇到问题或有改进建议，可按 Ctrl+Shift+F 打开意见反馈。
      </Paragraph>
    </Card>
  );
}
