import { useState } from 'react';
import { Table } from '@douyinfe/semi-ui';
import { confirmBackPayment, deleteBackPayment, getBackPaymentById, submitBackPayment } from '@shared/api/b2b/backPayment';
import { backPaymentMachine } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import type { ActionValues } from '../../../components/workflow';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { DetailSection, FlowDetailSheet } from '../flow/FlowDetailSheet';
import { Money, When } from '../flow/cells';
import { BackPaymentForm } from './BackPaymentForm';

interface BackPaymentDetailProps {
  id: number;
  onClose(): void;
  /** After any change (lists and tab counts refresh). */
  onChanged(): void;
}

/** A back payment: its fields, allocations, the actions the user may take now, and its log. */
export function BackPaymentDetail({ id, onClose, onChanged }: BackPaymentDetailProps) {
  const { data: record, mutate } = useApi(getBackPaymentById, { id });
  const [editing, setEditing] = useState(false);

  const act = async (action: string, values: ActionValues) => {
    const target = { id, version: record?.version };
    if (action === 'submit') await call(submitBackPayment, { query: target });
    else if (action === 'delete') await call(deleteBackPayment, { query: target });
    else await call(confirmBackPayment, { body: { ...target, pass: action === 'confirm', comment: values.comment } });
    notice.success('操作成功');
    onChanged();
    if (action === 'delete') onClose();
    else await mutate();
  };

  const fields = record
    ? [
        { key: '客户', value: record.customerName },
        { key: '金额', value: <Money amount={record.amount} currency={record.currency} /> },
        { key: '汇率', value: record.exchangeRate },
        { key: '人民币金额', value: <Money amount={record.amountCny} currency="CNY" /> },
        { key: '到账日期', value: record.receivedOn },
        { key: '收款账户', value: `${record.bankName ?? ''} ${record.bankAccountNo ?? ''}` },
        { key: '付款人', value: record.payerName ?? '-' },
        { key: '银行流水号', value: record.bankReference ?? '-' },
        { key: '创建人', value: record.creatorName },
        { key: '创建时间', value: <When at={record.createdAt} /> },
        { key: '确认时间', value: <When at={record.confirmedAt} /> },
        { key: '备注', value: record.remark ?? '-' },
      ]
    : [];

  return (
    <>
      <FlowDetailSheet
        machine={backPaymentMachine}
        onClose={onClose}
        record={record}
        fields={fields}
        onAction={act}
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
      </FlowDetailSheet>
      {editing && record && (
        <BackPaymentForm
          record={record}
          onClose={() => setEditing(false)}
          onSaved={() => {
            onChanged();
            void mutate();
          }}
        />
      )}
    </>
  );
}
