import { useSearchParams } from 'react-router-dom';
import { Card, Descriptions, Spin, Table, Typography } from '@douyinfe/semi-ui';
import { HEALTH_FIGURES, HEALTH_KEYS } from '@shared/api/storePerformance/health';
import { getStoreDetail } from '@shared/api/storePerformance/stores';
import '../../../components/table/table.css';
import '../../../components/screen.css';
import { useApi } from '../../../lib/api';
import { FigureCell, RiskTags } from '../common/figures';
import { HealthTrends } from '../common/HealthChart';

type Week = NonNullable<ReturnType<typeof useDetail>['data']>['weeks'][number];
const useDetail = (storeId: number) => useApi(storeId > 0 ? getStoreDetail : null, { storeId });

/** /account/store-detail?storeId=: one store, its settings and every imported week (chart and numbers). */
export default function StoreDetailPage() {
  const [params] = useSearchParams();
  const storeId = Number(params.get('storeId'));
  const { data, error } = useDetail(storeId);
  if (!(storeId > 0) || error) return <Typography.Text type="tertiary">请从绩效店铺或店铺概况打开店铺详情</Typography.Text>;
  if (!data) return <Spin />;
  const points = [...data.weeks].reverse().flatMap((w) => HEALTH_KEYS.map((k) => ({ week: w.week, figure: k, label: HEALTH_FIGURES[k].label, value: Number(w[k]) })));
  return (
    <div className="cd-list">
      <Card title={`${data.storeName}（${data.storeCode}）`} style={{ marginBottom: 12 }}>
        <Descriptions
          row
          data={[
            { key: '站点', value: data.platformName },
            { key: '部门', value: data.department ?? '-' },
            { key: '店铺负责人', value: data.ownerName ?? '-' },
            { key: '最近一周', value: data.latest?.week ?? '未导入' },
            { key: '风险项', value: data.latest ? <RiskTags risks={data.latest.risks} /> : '-' },
            { key: '备注', value: data.remark ?? '-' },
          ]}
        />
      </Card>
      <HealthTrends points={points} title="每周指标趋势" trackingTitle="有效追踪率趋势" />
      <Card title="历史每周指标">
        <Table
          size="small"
          rowKey="week"
          dataSource={data.weeks}
          pagination={{ pageSize: 20 }}
          columns={[
            { title: '周', dataIndex: 'week', width: 120 },
            { title: '风险项', dataIndex: 'risks', width: 200, render: (_: unknown, w: Week) => <RiskTags risks={w.risks} /> },
            ...HEALTH_KEYS.map((k) => ({ title: HEALTH_FIGURES[k].label, dataIndex: k, render: (_: unknown, w: Week) => <FigureCell figure={k} value={w[k]} risks={w.risks} /> })),
          ]}
        />
      </Card>
    </div>
  );
}
