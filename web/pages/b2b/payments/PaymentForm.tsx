import { useEffect, useState } from 'react';
import { Button, Form, Spin, Typography, Upload } from '@douyinfe/semi-ui';
import { FormSheet } from '../../../components/form/FormSheet';
import { IconUpload } from '@douyinfe/semi-icons';
import { orderInfoByInvoiceNum, paymentDetailGet, saveOrSubmitPayment, savePaymentBody, type PaymentDetail } from '@shared/api/b2b/payment';
import { formatTime } from '@shared/format';
import { uploadFile } from '@shared/api/tool';
import { fillRate } from '../../../components/form/fillRate';
import { call, upload, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useZodForm } from '../../../components/form/useZodForm';
import { PAYMENT_TYPES } from '@shared/api/b2b/payment';
import { optionsOf } from '../../../components/pickers/options';

import { CustomerSelect } from '../../../components/pickers/CustomerSelect';
import { useInvoiceSearch } from '../pickers/usePickers';
import { CURRENCY_OPTIONS } from '../../../components/options';

interface PaymentFormProps {
  visible: boolean;
  /** The request to edit (draft or rejected); absent for 新增. */
  id?: number;
  onClose(): void;
  onSaved(id: number): void;
}

type Uploaded = { id: number; name: string };

/** Dates from the picker as yyyy-MM-dd, uploaded files as ids: what the contract reads. */
const toInput = (files: Uploaded[]) => (values: Record<string, unknown>) => ({
  ...values,
  expectedPayDate: values.expectedPayDate ? formatTime(values.expectedPayDate as Date, 'yyyy-MM-dd') : '',
  fileIds: files.map((f) => f.id),
});

const initialOf = (p: PaymentDetail | undefined) =>
  p
    ? {
        type: p.type,
        customerId: p.customerId ?? undefined,
        invoiceNumber: p.invoiceNumber ?? undefined,
        orderNos: p.orderNos,
        payeeName: p.payeeName,
        payeeBank: p.payeeBank,
        payeeAccount: p.payeeAccount,
        payeeSwift: p.payeeSwift ?? '',
        currency: p.currency,
        amount: p.amount,
        exchangeRate: p.exchangeRate,
        reason: p.reason,
        expectedPayDate: p.expectedPayDate ?? undefined,
      }
    : { type: 'freight', currency: 'USD', orderNos: [] };

function FormBody({ detail, onClose, onSaved }: { detail?: PaymentDetail; onClose(): void; onSaved(id: number): void }) {
  const [files, setFiles] = useState<Uploaded[]>([]);
  const form = useZodForm(savePaymentBody, toInput(files));
  const [customerId, setCustomerId] = useState<number | undefined>(detail?.customerId ?? undefined);
  const invoices = useInvoiceSearch(customerId);
  const [orders, setOrders] = useState<string[]>(detail?.orderNos ?? []);
  // Today's rate of the chosen currency (汇率管理); a missing rate is said by the http client.
  const takeRate = (currency: unknown) => fillRate(form.api(), currency);
  // A new request starts in its default currency at today's rate.
  const isNew = !detail;
  const formApi = form.api;
  useEffect(() => {
    if (isNew) fillRate(formApi(), initialOf(undefined).currency);
  }, [isNew, formApi]);

  const pickInvoice = async (invoiceNumber: unknown) => {
    if (!invoiceNumber) return;
    const info = await call(orderInfoByInvoiceNum, { body: { invoiceNumber: String(invoiceNumber) } });
    const api = form.api();
    setCustomerId(info.customerId);
    setOrders(info.orders.map((o) => o.orderNo));
    api?.setValues({ ...api.getValues(), customerId: info.customerId, currency: info.currency, orderNos: info.orders.map((o) => o.orderNo) });
    takeRate(info.currency);
  };

  const save = (submit: boolean) =>
    form.submit(async (values) => {
      const saved = await call(saveOrSubmitPayment, { body: { ...(values as object), id: detail?.id, version: detail?.version, submit } as never });
      notice.success(submit ? '已提交审核' : '草稿已保存');
      onSaved(saved.id);
    });

  return (
    <FormSheet
      title={detail ? `编辑付款申请 ${detail.serialNo}` : '新增付款申请'}
      width={620}
      onClose={onClose}
      actions={[
        { text: '保存草稿', onClick: () => save(false) },
        { text: '提交', primary: true, onClick: () => save(true) },
      ]}
    >
      <Form {...form.formProps} labelPosition="left" labelWidth={96} labelAlign="right" initValues={initialOf(detail)} aria-label="付款申请表单">
        {({ values }: { values: Record<string, unknown> }) => (
          <>
            <Form.Select field="type" label="付款类型" style={{ width: '100%' }} optionList={optionsOf(PAYMENT_TYPES)} />
            <CustomerSelect
              enabledOnly
              current={detail?.customerId && detail.customerName ? { id: detail.customerId, name: detail.customerName } : null}
              onChange={(id) => setCustomerId(id)}
              placeholder="可选：输入名称搜索"
            />
            <Form.Select
              field="invoiceNumber"
              label="发票号"
              showClear
              filter
              remote
              allowCreate
              style={{ width: '100%' }}
              onSearch={invoices.search}
              optionList={invoices.options}
              onChange={(v) => void pickInvoice(v)}
              placeholder="可选：选择后带出客户与订单"
              emptyContent="没有找到发票"
            />
            <Form.Select
              field="orderNos"
              label="订单"
              multiple
              allowCreate
              filter
              style={{ width: '100%' }}
              optionList={orders.map((o) => ({ value: o, label: o }))}
              placeholder="选择发票后自动带出"
            />
            <Form.Input field="payeeName" label="收款人" />
            <Form.Input field="payeeBank" label="收款银行" />
            <Form.Input field="payeeAccount" label="收款账号" />
            <Form.Input field="payeeSwift" label="SWIFT" />
            <Form.Select field="currency" label="币种" style={{ width: '100%' }} optionList={CURRENCY_OPTIONS} onChange={takeRate} />
            <Form.Input field="amount" label="金额" inputMode="decimal" placeholder="最多两位小数" />
            <Form.Input field="exchangeRate" label="汇率" inputMode="decimal" placeholder={values.currency === 'CNY' ? '人民币为 1' : '对人民币汇率，最多六位小数'} />
            <Form.TextArea field="reason" label="付款事由" autosize rows={3} maxCount={500} />
            <Form.DatePicker field="expectedPayDate" label="期望付款日" style={{ width: '100%' }} />
            <Form.Slot label="附件">
              <Upload
                action=""
                multiple
                customRequest={({ fileInstance, onSuccess, onError }) => {
                  upload(uploadFile, fileInstance)
                    .then((r) => {
                      setFiles((list) => [...list, { id: r.id, name: r.name }]);
                      onSuccess(r);
                    })
                    .catch((e: Error) => onError({ status: 0 }, e as never));
                }}
                onRemove={(_file, _list, item) => setFiles((list) => list.filter((f) => f.id !== (item.response as { id?: number } | undefined)?.id))}
              >
                <Button icon={<IconUpload />}>上传报价单、发票、合同</Button>
              </Upload>
              {detail && detail.attachments.length > 0 && (
                <Typography.Text type="tertiary" size="small">
                  已有附件 {detail.attachments.length} 个（在详情中管理）
                </Typography.Text>
              )}
            </Form.Slot>
          </>
        )}
      </Form>
    </FormSheet>
  );
}

/** 新增 / 编辑付款申请 in a side sheet: 保存草稿 or 提交 (saved and submitted in one step). */
export function PaymentForm({ visible, id, onClose, onSaved }: PaymentFormProps) {
  const detail = useApi(visible && id ? paymentDetailGet : null, undefined, { params: { id: id ?? 0 } });
  if (!visible) return null;
  if (id && !detail.data) {
    return (
      <FormSheet title="编辑付款申请" width={620} onClose={onClose} actions={[]}>
        <Spin />
      </FormSheet>
    );
  }
  return <FormBody key={id ?? 'new'} detail={id ? detail.data : undefined} onClose={onClose} onSaved={onSaved} />;
}
