import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { z } from 'zod';
import { payAccounts, payClaims, payClaimsBody } from '@shared/api/promotion/payment';
import type { ClaimRow } from '@shared/api/promotion/claim';
import { getLastRate } from '@shared/api/reference/rateLookups';
import { formatMoney, formatTime } from '@shared/format';
import Big from 'big.js';
import { FormDialog } from '../../../components/form/FormDialog';
import { call, useApi } from '../../../lib/api';
import { Conversion } from './Conversion';

const today = () => formatTime(new Date(), 'yyyy-MM-dd');

/**
 * 付款: the chosen approved claims paid at once from one company account, on a day, with the bank's
 * reference. Claims are owed in CNY: from an account in another currency the dialog shows each claim
 * converted at the payment day's rate (getLastRate) and asks the cashier to confirm it; the confirmed
 * rate goes with the payment, which the server checks against the day's rate.
 */
export function PayDialog({ claims, onClose, onPaid }: { claims: ClaimRow[]; onClose(): void; onPaid(): void }) {
  const accounts = useApi(payAccounts).data ?? [];
  const [bankId, setBankId] = useState<number>();
  const [paidOn, setPaidOn] = useState(today);
  const total = claims.reduce((t, c) => t.plus(c.totalCny), new Big(0)).toFixed(2);
  const currency = accounts.find((a) => a.id === bankId)?.currency;
  const foreign = currency !== undefined && currency !== 'CNY';
  const rate = useApi(foreign && paidOn ? getLastRate : null, { currency: currency ?? '', date: paidOn }, { silent: true });
  const confirmedRate = foreign ? rate.data?.rate : undefined;
  const schema = payClaimsBody.extend({ confirmRate: z.boolean().optional() }).superRefine((v, ctx) => {
    if (foreign && !confirmedRate) ctx.addIssue({ code: 'custom', path: ['paidFromBankId'], message: `${currency} 在 ${paidOn} 没有汇率，不能从该账户付款` });
    else if (foreign && !v.confirmRate) ctx.addIssue({ code: 'custom', path: ['confirmRate'], message: '请确认按汇率折算的付款金额' });
  });
  return (
    <FormDialog
      title={`付款：${claims.length} 张报销单，合计 ${formatMoney(total, 'CNY')}`}
      visible
      width={620}
      schema={schema}
      initValues={{ paidOn: new Date() }}
      toInput={(v) => ({
        ...v,
        paidOn: v.paidOn ? formatTime(v.paidOn as Date, 'yyyy-MM-dd') : '',
        claims: claims.map((c) => ({ id: c.id, version: c.version })),
        exchangeRate: v.confirmRate ? confirmedRate : undefined,
      })}
      onSubmit={async ({ confirmRate: _, ...body }) => {
        await call(payClaims, { body });
        onPaid();
      }}
      onClose={onClose}
      successText="付款成功"
      submitText="确认付款"
    >
      <Form.Select
        field="paidFromBankId"
        label="付款账户"
        style={{ width: '100%' }}
        optionList={accounts.map((a) => ({ value: a.id, label: a.label }))}
        emptyContent="没有可用的付款账户"
        onChange={(v) => setBankId(v as number)}
      />
      <Form.DatePicker field="paidOn" label="付款日期" style={{ width: '100%' }} onChange={(d) => setPaidOn(d ? formatTime(d as Date, 'yyyy-MM-dd') : '')} />
      <Form.Input field="bankReference" label="银行流水号" />
      {foreign && <Conversion claims={claims} currency={currency} rate={rate.data} error={rate.error?.message} />}
    </FormDialog>
  );
}
