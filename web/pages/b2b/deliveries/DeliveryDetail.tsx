import { useState } from 'react';
import { Form, Table } from '@douyinfe/semi-ui';
import { deliverGoodsDetail, deliveryTransitions } from '@shared/api/b2b/delivery';
import { deliveryFields } from '@shared/api/b2b/recordFields';
import { backPaymentMachine, deliveryMachine, stateLabel } from '@shared/workflow';
import { Money } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { DetailSection, DetailSheet, useRecordDetail } from '../../../components/resource';
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

const FIELDS = ['orderNo', 'customerName', 'settlement', 'orderAmount', 'linkedAmount', 'shipTo', 'contact', 'expectedShipDate', 'trackingNo', 'shippedOn', 'creatorName', 'createdAt', 'remark'] as const;

/** A delivery request: order, terms, linked back payments, the actions allowed now, and its log. */
export function DeliveryDetail({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const drawer = useRecordDetail({ detail: { endpoint: deliverGoodsDetail, query: { id } }, onClose, onChanged });
  const record = drawer.record;
  const [linking, setLinking] = useState(false);

  return (
    <>
      <DetailSheet
        {...drawer.sheet}
        machine={deliveryMachine}
        heading={record?.serialNo}
        fields={deliveryFields}
        names={FIELDS}
        transitions={deliveryTransitions}
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
      </DetailSheet>
      {linking && record && (
        <LinkBackPayments
          delivery={record}
          onClose={() => setLinking(false)}
          onSaved={drawer.changed}
        />
      )}
    </>
  );
}
