import { useEffect } from 'react';
import { Table, Tag, Typography } from '@douyinfe/semi-ui';
import { latestRates, type LatestRateRow } from '@shared/api/reference/rates';
import { getValueByName } from '@shared/api/reference/users';
import { useApi } from '../../../lib/api';

const changeText = (pct: string | null) => (pct === null ? '-' : `${Number(pct) > 0 ? '+' : ''}${pct}%`);

/** 最新汇率: each currency's latest rate at a glance (read again after each save or import); a click shows its history below. */
export function LatestRates({ saved, onPick }: { saved: number; onPick(currency: string): void }) {
  const { data: rows, isLoading: loading, mutate } = useApi(latestRates);
  useEffect(() => {
    if (saved) void mutate();
  }, [saved, mutate]);
  const staleDays = Number(useApi(getValueByName, { name: 'exchangeRate.staleDays' }).data?.value ?? 3);
  const alertPct = Number(useApi(getValueByName, { name: 'exchangeRate.maxDailyChangePct' }).data?.value ?? 5);
  const columns = [
    {
      title: '币种',
      dataIndex: 'currency',
      render: (_: unknown, r: LatestRateRow) => (
        <Typography.Text link onClick={() => onPick(r.currency)}>
          {r.currency} {r.currencyName}
        </Typography.Text>
      ),
    },
    { title: '最新汇率', dataIndex: 'rate', align: 'right' as const, render: (v: string | null) => v ?? <Typography.Text type="danger">未维护</Typography.Text> },
    {
      title: '日期',
      dataIndex: 'rateDate',
      render: (v: string | null, r: LatestRateRow) => (
        <>
          {v ?? '-'}
          {r.ageDays !== null && r.ageDays > staleDays && <Tag color="red" style={{ marginLeft: 6 }}>{r.ageDays} 天未更新</Tag>}
        </>
      ),
    },
    { title: '上次汇率', dataIndex: 'previousRate', align: 'right' as const, render: (v: string | null) => v ?? '-' },
    {
      title: '涨跌',
      dataIndex: 'changePct',
      align: 'right' as const,
      render: (v: string | null) => (
        <Typography.Text type={v !== null && Math.abs(Number(v)) >= alertPct ? 'danger' : 'secondary'}>{changeText(v)}</Typography.Text>
      ),
    },
  ];
  return (
    <div className="cd-panel" aria-label="最新汇率">
      <Typography.Title heading={6} style={{ marginBottom: 8 }}>
        最新汇率（1 外币 = 人民币）
      </Typography.Title>
      <Table size="small" rowKey="currency" loading={loading} columns={columns} dataSource={rows ?? []} pagination={false} />
    </div>
  );
}
