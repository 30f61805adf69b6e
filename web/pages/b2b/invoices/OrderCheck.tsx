import { useCallback, useEffect, useState } from 'react';
import Big from 'big.js';
import { Tag } from '@douyinfe/semi-ui';
import { checkInvoiceOrder, type InvoiceOrderCheck } from '@shared/api/b2b/invoice';
import { formatMoney } from '@shared/format';
import { call } from '../../../lib/api';

/** Order numbers as typed in the form (commas, spaces or new lines). */
export const splitOrderNos = (text: unknown) => [...new Set(String(text ?? '').split(/[\s,，;；]+/).filter(Boolean))];

/**
 * Checks the typed order numbers against invoices and the OMS (half a second after typing stops)
 * and shows, per order: already invoiced (where), unknown, or its amount.
 */
export function OrderCheck({ orderNos, invoiceId, customerId, onResult }: { orderNos: string[]; invoiceId?: number; customerId?: number; onResult?(check: InvoiceOrderCheck | null): void }) {
  const [check, setState] = useState<InvoiceOrderCheck | null>(null);
  const setCheck = useCallback((next: InvoiceOrderCheck | null) => {
    setState(next);
    onResult?.(next);
  }, [onResult]);
  const key = orderNos.join(',');
  useEffect(() => {
    if (!key) return setCheck(null);
    const timer = setTimeout(() => {
      call(checkInvoiceOrder, { query: { orderNos: key, invoiceId }, silent: true })
        .then(setCheck)
        .catch(() => setCheck(null));
    }, 500);
    return () => clearTimeout(timer);
  }, [key, invoiceId, setCheck]);
  if (!check) return null;
  return (
    <div data-testid="order-check" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4 }}>
      {check.invoiced.map((o) => (
        <Tag key={o.orderNo} color="red">
          {o.orderNo} 已开票（{o.invoiceNumber}）
        </Tag>
      ))}
      {check.unknown.map((n) => (
        <Tag key={n} color="orange">
          {n} OMS 中不存在
        </Tag>
      ))}
      {check.available.map((o) =>
        customerId && o.customerId !== customerId ? (
          <Tag key={o.orderNo} color="orange">
            {o.orderNo} 属于 {o.customerName ?? '其他客户'}
          </Tag>
        ) : (
          <Tag key={o.orderNo} color={o.status === 'cancelled' ? 'grey' : 'green'}>
            {o.orderNo} {formatMoney(o.amount, o.currency)}
            {o.status === 'cancelled' ? ' 已取消' : ''}
          </Tag>
        ),
      )}
    </div>
  );
}

/** What the invoice would total and its tax (display only; the server computes and stores both). */
export function previewAmounts(check: InvoiceOrderCheck | null, amount: unknown, taxRate: unknown): { total: string | null; tax: string | null } {
  const total = check?.available.length ? check.available.reduce((sum, o) => sum.plus(o.amount), new Big(0)).toFixed(2) : null;
  const base = /^\d+(\.\d{1,2})?$/.test(String(amount ?? '')) ? String(amount) : total;
  const rate = /^\d{1,3}(\.\d{1,2})?$/.test(String(taxRate ?? '')) ? new Big(String(taxRate)) : new Big(0);
  const tax = base === null ? null : new Big(base).times(rate).div(rate.plus(100)).round(2, Big.roundHalfUp).toFixed(2);
  return { total, tax };
}
