import { useState } from 'react';
import { Banner, Descriptions, Form, Input, Space } from '@douyinfe/semi-ui';
import { FormSheet } from '../../../components/form/FormSheet';
import type { DataOf } from '@shared/api/contract';
import { addDeliverGoods, deliveryCreate, getOrderInfoByOrderNo, settlementLabel } from '@shared/api/b2b/delivery';
import { deliveryMachine, stateLabel } from '@shared/workflow';
import { formatMoney, formatTime } from '@shared/format';
import { LockButton } from '../../../components/LockButton';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useZodForm } from '../../../components/form/useZodForm';

type OrderInfo = DataOf<typeof getOrderInfoByOrderNo>;

/** What the order lookup shows: the amount, and the customer's terms the audit will check. */
function OrderSummary({ order }: { order: OrderInfo }) {
  const c = order.customer;
  const terms = c ? (c.settlement === 'credit' ? `账期 ${c.creditDays} 天，信用额度 ${c.creditLimit ? formatMoney(c.creditLimit, c.currency) : '未设置'}` : '预付（发货前须回款）') : '-';
  return (
    <Descriptions
      size="small"
      row
      data={[
        { key: '客户', value: c?.name ?? '未关联客户' },
        { key: '结算方式', value: c ? `${settlementLabel(c.settlement)}：${terms}` : '-' },
        { key: '订单金额', value: formatMoney(order.amount, order.currency) },
        { key: '订单状态', value: order.status },
        { key: '商品', value: order.items.map((i) => `${i.name} × ${i.qty}`).join('，') || '-' },
      ]}
    />
  );
}

/** Why a looked-up order cannot be requested, or null. */
function blocker(order: OrderInfo): string | null {
  if (!order.customer) return '该订单未关联客户，不能申请发货';
  if (!order.customer.enabled) return '客户已停用，不能申请发货';
  if (order.status === 'cancelled') return '订单已取消，不能申请发货';
  if (order.delivery) return `该订单已有发货申请 ${order.delivery.serialNo}（${stateLabel(deliveryMachine, order.delivery.status)}）`;
  return null;
}

/** 新增发货申请: look the order up, then say where it goes. */
export function DeliveryForm({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  const [orderNo, setOrderNo] = useState('');
  const [order, setOrder] = useState<OrderInfo>();
  const form = useZodForm(deliveryCreate, (v) => ({
    ...v,
    customerId: order?.customer?.id,
    orderNo: order?.orderNo,
    expectedShipDate: v.expectedShipDate ? formatTime(v.expectedShipDate as Date, 'yyyy-MM-dd') : null,
  }));
  const lookUp = async () => {
    if (!orderNo.trim()) return notice.warning('请输入订单号');
    const found = await call(getOrderInfoByOrderNo, { query: { orderNo: orderNo.trim() } }).catch(() => undefined);
    setOrder(found);
    if (found?.customer) form.api()?.setValues({ shipTo: found.customer.address ?? '', contact: found.customer.contactName ?? '' }, { isOverride: false });
  };
  const refused = order ? blocker(order) : null;
  const save = async () => {
    if (!order || refused) return notice.warning(refused ?? '请先查询订单');
    if (await form.submit((body) => call(addDeliverGoods, { body }))) {
      notice.success('发货申请已提交审核');
      onSaved();
      onClose();
    }
  };

  return (
    <FormSheet title="新增发货申请" onClose={onClose} actions={[{ text: '提交审核', primary: true, disabled: !order || !!refused, onClick: save }]}>
      <Space style={{ marginBottom: 12 }}>
        <Input value={orderNo} onChange={setOrderNo} onEnterPress={() => void lookUp()} placeholder="输入订单号" aria-label="订单号" style={{ width: 260 }} />
        <LockButton onClick={lookUp}>查询订单</LockButton>
      </Space>
      {order && <OrderSummary order={order} />}
      {refused && <Banner type="danger" description={refused} style={{ margin: '12px 0' }} />}
      <Form {...form.formProps} labelPosition="left" labelWidth={100} labelAlign="right" style={{ marginTop: 12 }}>
        <Form.TextArea field="shipTo" label="收货地址" autosize rows={2} maxCount={500} />
        <Form.Input field="contact" label="联系人" />
        <Form.DatePicker field="expectedShipDate" label="期望发货日期" style={{ width: 240 }} />
        <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
      </Form>
    </FormSheet>
  );
}
