import { Table } from '@douyinfe/semi-ui';
import { budgetStatistics, type BudgetDetail } from '@shared/api/sales/budget';
import { DetailSection } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { SeriesChart } from '../common/SeriesChart';
import { SpuStatistics } from './SpuStatistics';

/** A budget's body, in the drawer and on the budget-detail page: budget against actual, then its SPU × month lines. */
export function BudgetSections({ budget }: { budget?: BudgetDetail }) {
  const stats = useApi(budget ? budgetStatistics : null, budget ? { id: budget.id } : undefined);
  const points = (stats.data ?? []).flatMap((m) => [
    { x: `${m.month}月`, y: m.budgetQty, series: '预算销量' },
    { x: `${m.month}月`, y: m.actualQty, series: '实际销量' },
  ]);
  return (
    <>
      <DetailSection title="预算对比实际（销量）" empty="">
        <SeriesChart kind="bar" points={points} height={240} />
      </DetailSection>
      <DetailSection title="预算对比实际（SPU × 月）" empty="">
        {budget && <SpuStatistics id={budget.id} currency={budget.currency} />}
      </DetailSection>
      <DetailSection title={`明细（${budget?.lines.length ?? 0} 行）`} empty="没有明细行">
        {budget && budget.lines.length > 0 && (
          <Table
            size="small"
            pagination={{ pageSize: 12 }}
            rowKey="id"
            dataSource={budget.lines}
            columns={[
              { title: 'SPU', dataIndex: 'spu' },
              { title: '月份', dataIndex: 'month', render: (m: number) => `${m}月` },
              { title: '销量', dataIndex: 'qty', align: 'right' },
              { title: `销售额（${budget.currency}）`, dataIndex: 'amount', align: 'right' },
            ]}
          />
        )}
      </DetailSection>
    </>
  );
}
