import { useState } from 'react';
import { Descriptions, Form } from '@douyinfe/semi-ui';
import { getOrderOp, queryOrderForOp, saveOrderOp, saveOrderOpBody, type OrderForOp } from '@shared/api/review/orderOps';
import { ORDER_OP_TYPES, type OrderOpType } from '@shared/workflow';
import { FormDialog } from '../../../components/form/FormDialog';
import { call, useApi } from '../../../lib/api';

const TYPE_OPTIONS = Object.entries(ORDER_OP_TYPES).map(([value, t]) => ({ value, label: t.label }));

/** The order picked: its amount, the commission it carries, the operations it has already. */
function OrderSummary({ order }: { order: OrderForOp }) {
  return (
    <Descriptions
      size="small"
      row
      data={[
        { key: '计划单', value: order.planOrderSerialNo },
        { key: '订单金额', value: order.orderAmount ? `${order.orderAmount} ${order.orderCurrency}` : '未录入' },
        { key: '佣金', value: `${order.fee} ${order.feeCurrency}` },
        { key: '已发起', value: order.taken.map((t) => ORDER_OP_TYPES[t as OrderOpType]?.label ?? t).join('、') || '无' },
      ]}
    />
  );
}

/** 新增/编辑订单操作: pick the order (by order number or invitation code), the type, a refund's amount; 保存 or 保存并提交. */
export function OrderOpForm({ id, onClose, onSaved }: { id?: number; onClose(): void; onSaved(id: number): void }) {
  const current = useApi(id ? getOrderOp : null, { id: id! });
  const op = current.data;
  const [keyword, setKeyword] = useState(op?.marketOrderNo ?? '');
  const orders = useApi(queryOrderForOp, { keyword });
  if (id && !op) return null;
  const options = (orders.data ?? []).map((o) => ({ value: o.detailId, label: `${o.marketOrderNo}（${o.invitationCode} · ${o.platformName} · ${o.sku}）` }));
  return (
    <FormDialog
      title={op ? `编辑订单操作：${op.serialNo}` : '新增订单操作'}
      visible
      width={640}
      schema={saveOrderOpBody}
      initValues={op ? { detailId: op.detailId, type: op.type, amount: op.amount ?? '', remark: op.remark ?? '', submit: false } : { type: 'refund', submit: false }}
      toInput={(values) => ({ ...values, id, version: op?.version })}
      successText={op ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => onSaved((await call(saveOrderOp, { body })).id)}
    >
      {(values) => {
        const order = orders.data?.find((o) => o.detailId === values.detailId);
        return (
          <>
            <Form.Select field="detailId" label="订单" style={{ width: '100%' }} filter remote onSearch={setKeyword} optionList={options} placeholder="输入订单号或邀请码" emptyContent="没有可处理的订单（已下单或已归档）" />
            {order && <OrderSummary order={order} />}
            <Form.RadioGroup field="type" label="类型" options={TYPE_OPTIONS} />
            {values.type === 'refund' && <Form.Input field="amount" label="退款金额" inputMode="decimal" suffix={order?.orderCurrency ?? ''} placeholder={order?.orderAmount ? `不超过 ${order.orderAmount}` : ''} />}
            {values.type === 'commission' && <Form.Slot label="佣金">{order ? `${order.fee} ${order.feeCurrency}（订单费用）` : '选择订单后显示'}</Form.Slot>}
            {values.type === 'cancel' && <Form.Slot label="取消">审核通过后，订单明细回到“地址已提交”，订单号清空</Form.Slot>}
            <Form.TextArea field="remark" label="备注" autosize maxCount={500} />
            <Form.Checkbox field="submit" noLabel>
              保存并提交审核
            </Form.Checkbox>
          </>
        );
      }}
    </FormDialog>
  );
}
