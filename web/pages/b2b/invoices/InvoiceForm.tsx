import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addOrUpdateInvoicer, invoiceBody, type InvoiceOrderCheck, type InvoiceRow } from '@shared/api/b2b/invoice';
import { formatMoney, formatTime } from '@shared/format';
import { call } from '../../../lib/api';
import { FormDialog } from '../../../components/form/FormDialog';
import { CustomerSelect } from '../../../components/pickers/CustomerSelect';
import { OrderCheck, previewAmounts, splitOrderNos } from './OrderCheck';

interface InvoiceFormProps {
  invoice?: InvoiceRow;
  visible: boolean;
  onClose(): void;
  onSaved(): void;
}

/** The form's values as the contract reads them: the date as yyyy-MM-dd, order numbers as a list. */
const toInput = (v: Record<string, unknown>) => ({
  ...v,
  invoiceDate: v.invoiceDate instanceof Date ? formatTime(v.invoiceDate, 'yyyy-MM-dd') : v.invoiceDate,
  orderNos: splitOrderNos(v.orderNos),
});

/** 开票 / 编辑发票: customer (searched on the server), orders checked as typed, amount and tax previewed. */
export function InvoiceForm({ invoice, visible, onClose, onSaved }: InvoiceFormProps) {
  const [check, setCheck] = useState<InvoiceOrderCheck | null>(null);
  const initValues = invoice
    ? { ...invoice, orderNos: invoice.orderNos.join('\n'), remark: invoice.remark ?? undefined }
    : { invoiceDate: new Date(), taxRate: '0' };
  return (
    <FormDialog
      title={invoice ? `编辑发票：${invoice.invoiceNumber}` : '开票'}
      visible={visible}
      schema={invoiceBody}
      toInput={toInput}
      initValues={initValues}
      width={640}
      successText={invoice ? '保存成功' : '开票成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        await call(addOrUpdateInvoicer, { body: { ...body, id: invoice?.id } });
        onSaved();
      }}
    >
      {(values) => {
        const { total, tax } = previewAmounts(check, values.amount, values.taxRate);
        const currency = check?.available[0]?.currency ?? invoice?.currency;
        return (
          <>
            <CustomerSelect field="customerId" label="客户" enabledOnly current={invoice && { id: invoice.customerId, name: invoice.customerName }} />
            <Form.Input field="invoiceNumber" label="发票号" />
            <Form.DatePicker field="invoiceDate" label="开票日期" style={{ width: '100%' }} />
            <Form.TextArea field="orderNos" label="订单号" autosize rows={2} placeholder="一个或多个订单号，用逗号、空格或换行分隔" />
            <Form.Slot label=" ">
              <OrderCheck
                orderNos={splitOrderNos(values.orderNos)}
                invoiceId={invoice?.id}
                customerId={values.customerId === undefined ? undefined : Number(values.customerId)}
                onResult={setCheck}
              />
            </Form.Slot>
            <Form.Input field="amount" label="含税金额" placeholder={total ? `不填则为订单合计 ${total}` : '不填则为订单合计'} />
            <Form.Input field="taxRate" label="税率" suffix="%" />
            <Form.Slot label="税额">
              <span style={{ lineHeight: '32px' }} data-testid="tax-preview">
                {tax === null ? '-' : formatMoney(tax, currency)}
              </span>
            </Form.Slot>
            <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
          </>
        );
      }}
    </FormDialog>
  );
}
