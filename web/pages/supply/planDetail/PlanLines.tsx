import { useState } from 'react';
import { Button, InputNumber, Space, Table, Tooltip, Typography } from '@douyinfe/semi-ui';
import { saveSupplyPlan, type PlanDetail } from '@shared/api/supply/plans';
import { Money } from '../../../components/fields/Money';
import { LockButton } from '../../../components/LockButton';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import type { Estimate } from './LogisticsCost';
import { qtyChanges, type QtyEdits } from './qtyChanges';

type Line = PlanDetail['lines'][number];

interface PlanLinesProps {
  plan: PlanDetail;
  estimate?: Estimate;
  /** A draft of the caller's own, and the edit code: units may be changed. */
  editable: boolean;
  /** SKUs split into several tracks: their units change per track (计划跟踪). */
  splitSkus: Set<number>;
  onNotes(line: Line): void;
  onSaved(): void;
}

/** SKU 明细: suggestion, units planned, logistics cost and formula per SKU; a draft's units edited in place. */
export function PlanLines({ plan, estimate, editable, splitSkus, onNotes, onSaved }: PlanLinesProps) {
  const [edits, setEdits] = useState<QtyEdits | null>(null);
  const costs = new Map(estimate?.lines.map((l) => [l.skuId, l.cost]));
  const save = async () => {
    const changes = qtyChanges(plan.lines, edits ?? {});
    if (!changes.ok) return notice.warning(changes.message);
    const { id, version, storeId, planWeek, transportMode, remark } = plan;
    await call(saveSupplyPlan, { body: { id, version, storeId, planWeek, transportMode, remark: remark ?? undefined, lines: changes.lines } });
    notice.success('计划数量已保存');
    setEdits(null);
    onSaved();
  };
  const qtyCell = (qty: number, line: Line) => {
    if (!edits) return qty;
    if (splitSkus.has(line.skuId)) return <Tooltip content="已拆分，请在计划跟踪中修改各批数量">{qty}</Tooltip>;
    return (
      <InputNumber
        size="small"
        min={1}
        precision={0}
        style={{ width: 100 }}
        aria-label={`${line.sku} 计划数量`}
        value={edits[line.skuId] ?? qty}
        onChange={(v) => setEdits({ ...edits, [line.skuId]: typeof v === 'number' ? v : null })}
      />
    );
  };
  return (
    <>
      <Space>
        <Typography.Title heading={6}>SKU 明细</Typography.Title>
        {editable && !edits && (
          <Button size="small" onClick={() => setEdits({})}>
            修改数量
          </Button>
        )}
        {edits && (
          <>
            <LockButton size="small" theme="solid" onClick={() => void save().catch(() => undefined)}>
              保存数量
            </LockButton>
            <Button size="small" onClick={() => setEdits(null)}>
              取消
            </Button>
          </>
        )}
      </Space>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={plan.lines}
        columns={[
          { title: 'SKU', dataIndex: 'sku', width: 110 },
          { title: '名称', dataIndex: 'skuName', width: 160 },
          { title: '箱规', dataIndex: 'cartonQty', width: 70, align: 'right' },
          { title: '建议', dataIndex: 'suggestedQty', width: 80, align: 'right' },
          { title: '计划', dataIndex: 'qty', width: 120, align: 'right', render: qtyCell },
          { title: '物流费用', dataIndex: 'skuId', width: 120, align: 'right', render: (skuId: number) => <Money amount={costs.get(skuId)} currency={estimate?.currency ?? undefined} /> },
          { title: '计算公式', dataIndex: 'formula', render: (v: string) => <Typography.Text type="tertiary">{v}</Typography.Text> },
          {
            title: '备注',
            dataIndex: 'id',
            width: 80,
            render: (_: number, line: Line) => (
              <Button size="small" theme="borderless" onClick={() => onNotes(line)}>
                备注
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
