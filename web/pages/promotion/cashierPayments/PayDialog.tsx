import { Form } from '@douyinfe/semi-ui';
import { payAccounts, payClaims, payClaimsBody } from '@shared/api/promotion/payment';
import type { ClaimRow } from '@shared/api/promotion/claim';
import { formatMoney, formatTime } from '@shared/format';
import Big from 'big.js';
import { FormDialog } from '../../../components/form/FormDialog';
import { call, useApi } from '../../../lib/api';

/** 付款: the chosen approved claims paid at once from one company account, on a day, with the bank's reference. */
export function PayDialog({ claims, onClose, onPaid }: { claims: ClaimRow[]; onClose(): void; onPaid(): void }) {
  const accounts = useApi(payAccounts).data ?? [];
  const total = claims.reduce((t, c) => t.plus(c.totalCny), new Big(0)).toFixed(2);
  return (
    <FormDialog
      title={`付款：${claims.length} 张报销单，合计 ${formatMoney(total, 'CNY')}`}
      visible
      schema={payClaimsBody}
      initValues={{ paidOn: new Date() }}
      toInput={(v) => ({ ...v, paidOn: v.paidOn ? formatTime(v.paidOn as Date, 'yyyy-MM-dd') : '', claims: claims.map((c) => ({ id: c.id, version: c.version })) })}
      onSubmit={async (body) => {
        await call(payClaims, { body });
        onPaid();
      }}
      onClose={onClose}
      successText="付款成功"
      submitText="确认付款"
    >
      <Form.Select field="paidFromBankId" label="付款账户" style={{ width: '100%' }} optionList={accounts.map((a) => ({ value: a.id, label: a.label }))} emptyContent="没有可用的付款账户" />
      <Form.DatePicker field="paidOn" label="付款日期" style={{ width: '100%' }} />
      <Form.Input field="bankReference" label="银行流水号" />
    </FormDialog>
  );
}
