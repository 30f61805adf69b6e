import { useRef, useState } from 'react';
import Big from 'big.js';
import { Banner, Form, Table, Typography } from '@douyinfe/semi-ui';
import { FormSheet } from '../../../components/form/FormSheet';
import { addOrUpdBackPayment, backPaymentSave, type BackPaymentDetail } from '@shared/api/b2b/backPayment';
import { CURRENCIES } from '@shared/api/b2b/fields';
import { fillRate } from '../../../components/form/fillRate';
import { formatMoney, formatTime } from '@shared/format';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useZodForm } from '../../../components/form/useZodForm';
import { CustomerSelect } from '../../../components/pickers/CustomerSelect';
import { useCompanyBanks, useOpenInvoices } from '../pickers/usePickers';

type OpenInvoice = ReturnType<typeof useOpenInvoices>['invoices'][number];

interface BackPaymentFormProps {
  /** The record to edit (draft or rejected); absent to record a new one. */
  record?: BackPaymentDetail;
  onClose(): void;
  onSaved(): void;
}

type Values = Record<string, unknown> & { alloc?: Record<string, string> };

const allocKey = (invoiceId: number) => `inv${invoiceId}`;
const isDecimal = (v: unknown): v is string => typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim());

/** The CNY amount as the server will compute it (amount × rate, half up to cents), or '' while incomplete. */
function cnyOf(amount: unknown, rate: unknown): string {
  if (!isDecimal(amount) || !isDecimal(rate)) return '';
  return new Big(amount).times(rate).round(2, Big.roundHalfUp).toFixed(2);
}

function allocatedSum(alloc: Record<string, string> | undefined): string {
  return Object.values(alloc ?? {})
    .filter(isDecimal)
    .reduce((sum, v) => sum.plus(v), new Big(0))
    .toFixed(2);
}

/** Form values -> the body the contract checks. */
function toBody(values: Values, record: BackPaymentDetail | undefined, submit: boolean) {
  const { alloc, receivedOn, ...rest } = values;
  return {
    ...rest,
    id: record?.id,
    version: record?.version,
    submit,
    receivedOn: receivedOn ? formatTime(receivedOn as string | Date, 'yyyy-MM-dd') : undefined,
    items: Object.entries(alloc ?? {})
      .filter(([, amount]) => amount !== undefined && amount !== '')
      .map(([key, amount]) => ({ invoiceId: Number(key.slice(3)), amount })),
  };
}

function AllocationTable({ invoices, currency }: { invoices: OpenInvoice[]; currency: string }) {
  if (!invoices.length) return <Typography.Text type="tertiary">该客户没有 {currency} 的未收发票（可先不分配，预收款）</Typography.Text>;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={invoices}
      columns={[
        { title: '发票号', dataIndex: 'invoiceNumber', width: 150 },
        { title: '到期日', dataIndex: 'dueDate', width: 110 },
        { title: '未收金额', dataIndex: 'amount', align: 'right', render: (_: unknown, i: OpenInvoice) => formatMoney(new Big(i.amount).minus(i.received).toFixed(2), i.currency) },
        {
          title: '本次分配',
          dataIndex: 'id',
          width: 160,
          render: (_: unknown, i: OpenInvoice) => <Form.Input field={`alloc.${allocKey(i.id)}`} noLabel placeholder="0.00" size="small" aria-label={`分配到 ${i.invoiceNumber}`} />,
        },
      ]}
    />
  );
}

/** 新增/编辑回款: the receipt, the account it arrived in, and how it is split over the customer's invoices. */
export function BackPaymentForm({ record, onClose, onSaved }: BackPaymentFormProps) {
  const submitting = useRef(false);
  const form = useZodForm(backPaymentSave, (v) => toBody(v as Values, record, submitting.current));
  // The rate of the currency on the day received (汇率管理); a missing rate is said by the http client.
  const takeRate = (currency: unknown, day: unknown) => fillRate(form.api(), currency, day);
  const { banks, unavailable: banksUnavailable } = useCompanyBanks('receive');
  const [customerId, setCustomerId] = useState<number | undefined>(record?.customerId);
  const { invoices, unavailable: invoicesUnavailable } = useOpenInvoices(customerId);

  const initValues: Values = record
    ? {
        customerId: record.customerId,
        companyBankId: record.companyBankId,
        currency: record.currency,
        amount: record.amount,
        exchangeRate: record.exchangeRate,
        receivedOn: record.receivedOn,
        payerName: record.payerName ?? undefined,
        bankReference: record.bankReference ?? undefined,
        remark: record.remark ?? undefined,
        alloc: Object.fromEntries(record.items.map((i) => [allocKey(i.invoiceId), i.amount])),
      }
    : { currency: 'USD', exchangeRate: '', receivedOn: new Date() };

  const save = async (submit: boolean) => {
    submitting.current = submit;
    const ok = await form.submit((body) => call(addOrUpdBackPayment, { body }));
    if (!ok) return;
    notice.success(submit ? '已提交财务确认' : '已保存草稿');
    onSaved();
    onClose();
  };

  return (
    <FormSheet
      title={record ? `编辑回款 ${record.serialNo}` : '新增回款'}
      width={760}
      onClose={onClose}
      actions={[
        { text: '保存草稿', onClick: () => save(false) },
        { text: '提交', primary: true, onClick: () => save(true) },
      ]}
    >
      <Form {...form.formProps} initValues={initValues} labelPosition="left" labelWidth={100} labelAlign="right">
        {({ values }: { values: Values }) => {
          const currency = String(values.currency ?? '');
          const cny = cnyOf(values.amount, values.exchangeRate);
          const sameCurrency = invoices.filter((i) => i.currency === currency);
          return (
            <>
              {banksUnavailable && <Banner type="warning" description="收款账户列表暂不可用，请稍后再试" style={{ marginBottom: 12 }} />}
              <CustomerSelect
                enabledOnly
                current={record ? { id: record.customerId, name: record.customerName ?? `#${record.customerId}` } : null}
                onChange={(id, customer) => {
                  setCustomerId(id);
                  if (customer?.currency) form.api()?.setValue('currency', customer.currency);
                }}
                placeholder="输入客户名称搜索"
              />
              <Form.Select
                field="companyBankId"
                label="收款账户"
                style={{ width: '100%' }}
                optionList={banks.map((b) => ({ value: b.id, label: `${b.currency} · ${b.bankName} ${b.accountNo}（${b.accountName}）` }))}
                onChange={(v) => {
                  const bank = banks.find((b) => b.id === v);
                  if (bank) form.api()?.setValue('currency', bank.currency);
                  if (bank) takeRate(bank.currency, values.receivedOn);
                }}
                emptyContent="没有可收款的账户"
              />
              <Form.Select field="currency" label="币种" style={{ width: 160 }} optionList={CURRENCIES.map((c) => ({ value: c, label: c }))} onChange={(c) => takeRate(c, values.receivedOn)} />
              <Form.Input field="amount" label="回款金额" placeholder="0.00" style={{ width: 240 }} />
              <Form.Input field="exchangeRate" label="汇率" placeholder="对人民币，如 7.1045" style={{ width: 240 }} />
              <Form.Slot label="人民币金额">
                <span style={{ lineHeight: '32px' }} aria-label="人民币金额">
                  {cny ? formatMoney(cny, 'CNY') : '-'}
                </span>
              </Form.Slot>
              <Form.DatePicker field="receivedOn" label="到账日期" style={{ width: 240 }} onChange={(d) => takeRate(values.currency, d)} />
              <Form.Input field="payerName" label="付款人" />
              <Form.Input field="bankReference" label="银行流水号" />
              <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
              <Form.Slot label="分配到发票">
                {!customerId ? (
                  <Typography.Text type="tertiary">先选择客户</Typography.Text>
                ) : invoicesUnavailable ? (
                  <Typography.Text type="warning">发票列表暂不可用</Typography.Text>
                ) : (
                  <>
                    <AllocationTable invoices={sameCurrency} currency={currency} />
                    <Typography.Text type="tertiary" size="small">
                      已分配 {formatMoney(allocatedSum(values.alloc), currency || undefined)}
                      {isDecimal(values.amount) ? `，回款金额 ${formatMoney(values.amount, currency || undefined)}` : ''}
                    </Typography.Text>
                  </>
                )}
              </Form.Slot>
            </>
          );
        }}
      </Form>
    </FormSheet>
  );
}
