import { Button, Card, Form, Space, Typography } from '@douyinfe/semi-ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGES } from '@shared/api/mail/common';
import { onlineTemplateScreen } from '@shared/api/mail/screens';
import { addOrUpdateTemplate, TEMPLATE_VARIABLES, templateBody, type TemplateRow } from '@shared/api/mail/templates';
import { LockButton } from '../../../components/LockButton';
import { formValues } from '../../../components/form/zodForm';
import { useZodForm } from '../../../components/form/useZodForm';
import { optionsOf } from '../../../components/pickers/options';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useOptions } from '../../../components/options';

/** 模板编辑 (opened from 在线模板): name, brand (empty = every brand), language, subject, body; variables inserted by a click. */
export function TemplateEditor() {
  const template = (useLocation().state as { template?: TemplateRow } | null)?.template;
  const navigate = useNavigate();
  const brands = useOptions('brands').options;
  const form = useZodForm(templateBody);
  const save = () =>
    form.submit(async (body) => {
      await call(addOrUpdateTemplate, { body: { ...body, id: template?.id } });
      notice.success('保存成功');
      navigate(onlineTemplateScreen.path);
    });
  const insert = (name: string) => {
    const api = form.api()!;
    api.setValue('body', `${String(api.getValue('body') ?? '')}{{${name}}}`);
  };
  return (
    <div className="cd-list">
      <Card className="cd-panel" title={template ? `编辑模板：${template.name}` : '新增模板'}>
        <Form {...form.formProps} labelPosition="left" labelWidth={90} initValues={template ? formValues(template) : { language: 'en', enabled: true }}>
          <Form.Input field="name" label="模板名称" style={{ width: 360 }} />
          <Form.Select field="brandId" label="品牌" showClear placeholder="不选 = 通用" style={{ width: 240 }} optionList={brands} />
          <Form.Select field="language" label="语言" style={{ width: 160 }} optionList={optionsOf(LANGUAGES)} />
          <Form.Input field="subject" label="主题" placeholder="留空：回复时沿用原主题" />
          <Form.Slot label="插入变量">
            <Space wrap>
              {Object.entries(TEMPLATE_VARIABLES).map(([name, label]) => (
                <Button key={name} size="small" onClick={() => insert(name)}>
                  {label}
                </Button>
              ))}
            </Space>
          </Form.Slot>
          <Form.TextArea field="body" label="内容" autosize={{ minRows: 10, maxRows: 30 }} />
          <Form.Switch field="enabled" label="启用" />
          <Form.Slot label=" ">
            <Typography.Text type="tertiary">变量在写邮件时替换：{'{{customerName}}'} 客户姓名，{'{{orderNo}}'} 订单号，{'{{brandSignature}}'} 发件邮箱的品牌签名，{'{{agentName}}'} 客服姓名。</Typography.Text>
          </Form.Slot>
          <Form.Slot label=" ">
            <Space>
              <LockButton onClick={() => navigate(onlineTemplateScreen.path)}>取消</LockButton>
              <LockButton theme="solid" onClick={() => void save()}>
                保存
              </LockButton>
            </Space>
          </Form.Slot>
        </Form>
      </Card>
    </div>
  );
}
