import { useState } from 'react';
import { Card, Radio, RadioGroup, Table } from '@douyinfe/semi-ui';
import type { OverviewSlice } from '@shared/api/sales/budgetStats';
import { SeriesChart } from '../common/SeriesChart';

const money = (v: string) => Number(v).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Budget against actual (CNY) of one breakdown: a bar chart, or its numbers one click away (数据). */
export function SliceChart({ title, slices }: { title: string; slices: OverviewSlice[] }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const points = slices.flatMap((s) => [
    { x: s.label, y: Number(s.budgetCny), series: '预算销售额' },
    { x: s.label, y: Number(s.actualCny), series: '实际销售额' },
  ]);
  return (
    <Card
      title={`${title}（人民币）`}
      headerExtraContent={
        <RadioGroup type="button" buttonSize="small" value={view} onChange={(e) => setView(e.target.value as 'chart' | 'table')} aria-label={`${title}显示方式`}>
          <Radio value="chart">图表</Radio>
          <Radio value="table">数据</Radio>
        </RadioGroup>
      }
    >
      {view === 'chart' ? (
        <SeriesChart kind="bar" points={points} height={260} />
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={slices}
          columns={[
            { title: title.replace('按', ''), dataIndex: 'label' },
            { title: '预算销量', dataIndex: 'budgetQty', align: 'right' },
            { title: '实际销量', dataIndex: 'actualQty', align: 'right' },
            { title: '预算销售额', dataIndex: 'budgetCny', align: 'right', render: money },
            { title: '实际销售额', dataIndex: 'actualCny', align: 'right', render: money },
            { title: '达成率', dataIndex: 'key', align: 'right', render: (_: string, s: OverviewSlice) => (Number(s.budgetCny) > 0 ? `${((Number(s.actualCny) / Number(s.budgetCny)) * 100).toFixed(1)}%` : '-') },
          ]}
        />
      )}
    </Card>
  );
}
