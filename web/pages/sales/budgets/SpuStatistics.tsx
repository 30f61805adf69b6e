import { useState } from 'react';
import { Select, Table } from '@douyinfe/semi-ui';
import { budgetStatisticsDetail } from '@shared/api/sales/budgetStats';
import { useApi } from '../../../lib/api';

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}月` }));

/** 预算对比实际（SPU × 月）: per SPU and month the budget and the actual (budgetStatisticsDetail), one month or all. */
export function SpuStatistics({ id, currency }: { id: number; currency: string }) {
  const [month, setMonth] = useState<number>();
  const rows = useApi(budgetStatisticsDetail, { id, month: month ?? null } as never);
  return (
    <>
      <Select aria-label="统计月份" placeholder="全部月份" showClear value={month} optionList={MONTHS} onChange={(v) => setMonth(v as number | undefined)} style={{ width: 140, marginBottom: 8 }} />
      <Table
        size="small"
        loading={rows.isLoading}
        pagination={{ pageSize: 12 }}
        rowKey={(r?: { spu: string; month: number }) => `${r?.spu}-${r?.month}`}
        dataSource={rows.data ?? []}
        empty="没有统计"
        columns={[
          { title: 'SPU', dataIndex: 'spu' },
          { title: '月份', dataIndex: 'month', render: (m: number) => `${m}月` },
          { title: '预算销量', dataIndex: 'budgetQty', align: 'right' },
          { title: '实际销量', dataIndex: 'actualQty', align: 'right' },
          { title: `预算销售额（${currency}）`, dataIndex: 'budgetAmount', align: 'right' },
          { title: `实际销售额（${currency}）`, dataIndex: 'actualAmount', align: 'right' },
        ]}
      />
    </>
  );
}
