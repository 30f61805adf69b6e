import { useState } from 'react';
import { Table } from '@douyinfe/semi-ui';
import { backPaymentTransitions, getBackPaymentById } from '@shared/api/b2b/backPayment';
import { backPaymentFields } from '@shared/api/b2b/recordFields';
import { backPaymentMachine } from '@shared/workflow';
import { Money } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { DetailSection, DetailSheet, useRecordDetail } from '../../../components/resource';
import { BackPaymentForm } from './BackPaymentForm';

const FIELDS = ['customerName', 'amount', 'exchangeRate', 'amountCny', 'receivedOn', 'bank', 'payerName', 'bankReference', 'creatorName', 'createdAt', 'confirmedAt', 'remark'] as const;

/** A back payment: its fields, allocations, the actions the user may take now, and its log. */
export function BackPaymentDetail({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const drawer = useRecordDetail({ detail: { endpoint: getBackPaymentById, query: { id } }, onClose, onChanged });
  const record = drawer.record;
  const [editing, setEditing] = useState(false);

  return (
    <>
      <DetailSheet
        {...drawer.sheet}
        machine={backPaymentMachine}
        heading={record?.serialNo}
        fields={backPaymentFields}
        names={FIELDS}
        transitions={backPaymentTransitions}
        buttons={record?.editable && <LockButton onClick={() => setEditing(true)}>编辑</LockButton>}
      >
        <DetailSection title="发票分配" empty="未分配到发票（预收款）">
          {!!record?.items.length && (
            <Table
              size="small"
              pagination={false}
              rowKey="invoiceId"
              dataSource={record.items}
              columns={[
                { title: '发票号', dataIndex: 'invoiceNumber' },
                { title: '到期日', dataIndex: 'dueDate' },
                { title: '发票金额', dataIndex: 'invoiceAmount', align: 'right', render: (v: string) => <Money amount={v} currency={record.currency} /> },
                { title: '已收', dataIndex: 'invoiceReceived', align: 'right', render: (v: string) => <Money amount={v} currency={record.currency} /> },
                { title: '本次分配', dataIndex: 'amount', align: 'right', render: (v: string) => <Money amount={v} currency={record.currency} /> },
              ]}
            />
          )}
        </DetailSection>
      </DetailSheet>
      {editing && record && (
        <BackPaymentForm
          record={record}
          onClose={() => setEditing(false)}
          onSaved={drawer.changed}
        />
      )}
    </>
  );
}
