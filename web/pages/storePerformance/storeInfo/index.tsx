import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, Col, Row, Select, Spin, Table, Typography } from '@douyinfe/semi-ui';
import { HEALTH_FIGURES, HEALTH_KEYS } from '@shared/api/storePerformance/health';
import { queryStoreGeneralSituation, type SituationRow } from '@shared/api/storePerformance/stores';
import { notificationTaskMachine, stateLabel } from '@shared/workflow';
import '../../../components/table/table.css';
import '../../../components/screen.css';
import { useApi } from '../../../lib/api';
import { FigureCell, RiskTags } from '../common/figures';
import { HealthTrends } from '../common/HealthChart';

const Figure = ({ title, value, danger }: { title: string; value: number | string; danger?: boolean }) => (
  <Card bodyStyle={{ padding: 12 }}>
    <Typography.Text type="tertiary">{title}</Typography.Text>
    <Typography.Title heading={3} style={{ color: danger ? 'var(--semi-color-danger)' : undefined }}>
      {value}
    </Typography.Title>
  </Card>
);

/** /account/store-info: the week's account health of the stores in view, the weekly averages, the tasks. */
export default function StoreInfoPage() {
  const [week, setWeek] = useState<string | undefined>();
  const { data, error } = useApi(queryStoreGeneralSituation, { week });
  const navigate = useNavigate();
  if (error) return <Typography.Text type="danger">{error.message}</Typography.Text>;
  if (!data) return <Spin />;
  const columns = [
    { title: '店铺', dataIndex: 'storeName', width: 180, render: (_: unknown, r: SituationRow) => <Typography.Text link onClick={() => navigate(`/account/store-detail?storeId=${r.storeId}`)}>{r.storeName}</Typography.Text> },
    { title: '站点', dataIndex: 'platformName', width: 110 },
    { title: '部门', dataIndex: 'department', width: 100 },
    { title: '负责人', dataIndex: 'ownerName', width: 90 },
    { title: '风险项', dataIndex: 'risks', width: 180, render: (_: unknown, r: SituationRow) => <RiskTags risks={r.risks} /> },
    ...HEALTH_KEYS.map((k) => ({ title: HEALTH_FIGURES[k].label, dataIndex: k, width: 100, render: (_: unknown, r: SituationRow) => <FigureCell figure={k} value={r[k]} risks={r.risks} /> })),
  ];
  return (
    <div className="cd-list">
      <div className="cd-panel">
        <Select prefix="周" style={{ width: 220 }} value={data.week ?? undefined} placeholder="暂无导入的周" optionList={data.weeks.map((w) => ({ value: w, label: w }))} onChange={(v) => setWeek(v as string)} />
      </div>
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col span={4}>
          <Figure title="店铺数" value={data.stores} />
        </Col>
        <Col span={4}>
          <Figure title="本周已导入" value={data.reported} />
        </Col>
        <Col span={4}>
          <Figure title="有风险店铺" value={data.atRisk} danger={data.atRisk > 0} />
        </Col>
        {notificationTaskMachine.tabs.slice(0, 3).map((s) => (
          <Col span={4} key={s}>
            <Figure title={`通知任务·${stateLabel(notificationTaskMachine, s)}`} value={data.tasks[s] ?? 0} />
          </Col>
        ))}
      </Row>
      <div className="cd-panel">
        <Typography.Text strong>各指标风险店铺数：</Typography.Text>
        {HEALTH_KEYS.map((k) => (
          <Typography.Text key={k} style={{ marginRight: 16 }}>
            {HEALTH_FIGURES[k].label} {data.risks[k] ?? 0}
          </Typography.Text>
        ))}
      </div>
      <HealthTrends points={data.trend} title="近52周平均值" trackingTitle="近52周平均有效追踪率" />
      <Card title={`${data.week ?? ''} 各店铺指标`}>
        <Table size="small" rowKey="storeId" dataSource={data.rows} columns={columns} pagination={{ pageSize: 20 }} scroll={{ x: 1300 }} />
      </Card>
    </div>
  );
}
