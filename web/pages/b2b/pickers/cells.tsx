import { formatMoney } from '@shared/format';
import { invoiceStatusLabels, type InvoiceStatus } from '@shared/api/b2b/invoice';
import type { StatusLook } from '../../../components/table';

/** An amount with its currency, right-aligned digits ('-' when absent). */
export function Money({ amount, currency }: { amount: string | null | undefined; currency?: string }) {
  if (amount === null || amount === undefined || amount === '') return <span className="cd-cell-muted">-</span>;
  return <span className="cd-nowrap" style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(amount, currency)}</span>;
}

export const invoiceStatusLooks: Record<InvoiceStatus, StatusLook> = {
  unpaid: { text: invoiceStatusLabels.unpaid, color: 'blue' },
  partly: { text: invoiceStatusLabels.partly, color: 'orange' },
  overdue: { text: invoiceStatusLabels.overdue, color: 'red' },
  paid: { text: invoiceStatusLabels.paid, color: 'green' },
};

export const invoiceStatusOptions = Object.entries(invoiceStatusLabels).map(([value, label]) => ({ value, label }));

/** Select options from a label map. */
export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
