import { useState } from 'react';
import { Form, Table } from '@douyinfe/semi-ui';
import { auditDeliverGoods, confirmDeliverGoods, deliverGoodsDetail, settlementLabel } from '@shared/api/b2b/delivery';
import { deliveryMachine, stateLabel, backPaymentMachine } from '@shared/workflow';
import { formatTime } from '@shared/format';
import { LockButton } from '../../../components/LockButton';
import type { ActionValues } from '../../../components/workflow';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { DetailSection, FlowDetailSheet } from '../flow/FlowDetailSheet';
import { Money, When } from '../flow/cells';
import { LinkBackPayments } from './LinkBackPayments';

/** 确认发货 asks for the tracking number and ship date. */
const shipFields = {
  confirm: (
    <>
      <Form.Input field="trackingNo" label="运单号" rules={[{ required: true, message: '请填写运单号' }]} />
      <Form.DatePicker field="shippedOn" label="发货日期" initValue={new Date()} rules={[{ required: true, message: '请选择发货日期' }]} />
    </>
  ),
};

/** A delivery request: order, terms, linked back payments, the actions allowed now, and its log. */
export function DeliveryDetail({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const { data: record, mutate } = useApi(deliverGoodsDetail, { id });
  const [linking, setLinking] = useState(false);
  const refresh = () => {
    onChanged();
    void mutate();
  };

  const act = async (action: string, values: ActionValues) => {
    const target = { id, version: record?.version };
    if (action === 'confirm') {
      await call(confirmDeliverGoods, { body: { ...target, trackingNo: String(values.trackingNo ?? ''), shippedOn: formatTime(values.shippedOn as Date, 'yyyy-MM-dd') } });
    } else {
      await call(auditDeliverGoods, { body: { ...target, pass: action === 'approve', comment: values.comment } });
    }
    notice.success('操作成功');
    refresh();
  };

  const fields = record
    ? [
        { key: '订单号', value: record.orderNo },
        { key: '客户', value: `${record.customerName ?? '-'}（${settlementLabel(record.settlement)}）` },
        { key: '订单金额', value: <Money amount={record.orderAmount} currency={record.currency} /> },
        { key: '已关联回款', value: <Money amount={record.linkedAmount} currency={record.currency} /> },
        { key: '收货地址', value: record.shipTo },
        { key: '联系人', value: record.contact ?? '-' },
        { key: '期望发货日期', value: record.expectedShipDate ?? '-' },
        { key: '运单号', value: record.trackingNo ?? '-' },
        { key: '发货日期', value: record.shippedOn ?? '-' },
        { key: '创建人', value: record.creatorName },
        { key: '创建时间', value: <When at={record.createdAt} /> },
        { key: '备注', value: record.remark ?? '-' },
      ]
    : [];

  return (
    <>
      <FlowDetailSheet
        machine={deliveryMachine}
        onClose={onClose}
        record={record}
        fields={fields}
        onAction={act}
        actionFields={shipFields}
        buttons={record?.canLink && <LockButton onClick={() => setLinking(true)}>关联回款</LockButton>}
      >
        <DetailSection title="关联回款" empty="未关联回款">
          {!!record?.backPayments.length && (
            <Table
              size="small"
              pagination={false}
              rowKey="id"
              dataSource={record.backPayments}
              columns={[
                { title: '回款单号', dataIndex: 'serialNo' },
                { title: '到账日期', dataIndex: 'receivedOn' },
                { title: '金额', dataIndex: 'amount', align: 'right', render: (v: string, b: { currency: string }) => <Money amount={v} currency={b.currency} /> },
                { title: '状态', dataIndex: 'status', render: (s: string) => stateLabel(backPaymentMachine, s) },
              ]}
            />
          )}
        </DetailSection>
      </FlowDetailSheet>
      {linking && record && <LinkBackPayments delivery={record} onClose={() => setLinking(false)} onSaved={refresh} />}
    </>
  );
}
