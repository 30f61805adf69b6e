import { useEffect } from 'react';
import { Space, Table, Tag } from '@douyinfe/semi-ui';
import { addOrUpdLogitics, getLogisticsList, logisticsStatus, type LogisticsRow } from '@shared/api/kol/reds';
import { kolRequireScreen } from '@shared/api/kol/screens';
import { LockButton } from '../../../components/LockButton';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';
import { day } from '../common/options';

const COLORS: Record<string, 'blue' | 'green' | 'grey'> = { shipped: 'blue', delivered: 'green', returned: 'grey' };

/** 样品物流: a requirement's sample shipments with their state; a shipped one is marked 已签收 (today) or 已退回. */
export function Shipments({ requireId, version }: { requireId: number; version: number }) {
  const list = useApi(getLogisticsList, { requireId, limit: 200 } as never);
  const { mutate } = list;
  // A shipment saved from a post row: read the list again.
  useEffect(() => {
    if (version > 0) void mutate();
  }, [version, mutate]);
  const move = async (row: LogisticsRow, status: 'delivered' | 'returned') => {
    const { id, redsId, carrier, trackingNo, quantity, shippedOn, remark } = row;
    await call(addOrUpdLogitics, { body: { id, redsId, carrier, trackingNo, quantity, shippedOn, remark: remark ?? undefined, status, deliveredOn: status === 'delivered' ? (day(new Date()) as string) : null } });
    notice.success(status === 'delivered' ? '已签收' : '已退回');
    void list.mutate();
  };
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={list.data?.rows ?? []}
      empty="还没有寄样"
      columns={[
        { title: '红人', dataIndex: 'kolName' },
        { title: '物流商', dataIndex: 'carrier' },
        { title: '运单号', dataIndex: 'trackingNo' },
        { title: '数量', dataIndex: 'quantity', align: 'right' },
        { title: '发货日期', dataIndex: 'shippedOn' },
        { title: '状态', dataIndex: 'status', render: (s: string) => <Tag color={COLORS[s]}>{logisticsStatus[s as keyof typeof logisticsStatus] ?? s}</Tag> },
        { title: '签收日期', dataIndex: 'deliveredOn' },
        {
          title: '操作',
          dataIndex: 'op',
          render: (_: unknown, row: LogisticsRow) =>
            row.status === 'shipped' && (
              <Auth code={kolRequireScreen.code('red')}>
                <Space spacing={4}>
                  <LockButton size="small" theme="borderless" onClick={() => void move(row, 'delivered').catch(() => undefined)}>
                    签收
                  </LockButton>
                  <LockButton size="small" theme="borderless" type="danger" onClick={() => void move(row, 'returned').catch(() => undefined)}>
                    退回
                  </LockButton>
                </Space>
              </Auth>
            ),
        },
      ]}
    />
  );
}
