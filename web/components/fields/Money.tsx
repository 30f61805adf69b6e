import { formatMoney } from '@shared/format';

/** An amount with its currency, tabular digits; '-' when absent. The money field type renders through it. */
export function Money({ amount, currency }: { amount: string | number | null | undefined; currency?: string }) {
  if (amount === null || amount === undefined || amount === '') return <span className="cd-cell-muted">-</span>;
  return <span className="cd-nowrap cd-num">{formatMoney(amount, currency)}</span>;
}
