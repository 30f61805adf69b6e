import { useCallback, useEffect, useRef, useState } from 'react';
import { call, useApi } from '../../../lib/api';
import { getAllCompanyBank } from '@shared/api/b2b/bank';
import { customerPage } from '@shared/api/b2b/customer';
import { getInvoiceNumberList } from '@shared/api/b2b/invoice';

type Option = { value: number | string; label: string };

/** A remote-search select's options: the latest answer wins; a failed search just gives none. */
function useRemoteOptions(fetch: (text: string) => Promise<Option[]>) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const search = useCallback((text: string) => {
    const n = ++latest.current;
    setLoading(true);
    fetchRef
      .current(text.trim())
      .catch(() => [])
      .then((found) => {
        if (n !== latest.current) return;
        setOptions(found);
        setLoading(false);
      });
  }, []);
  useEffect(() => search(''), [search]);
  return { options, loading, search };
}

/** 客户: enabled customers by name prefix. */
export function useCustomerSearch() {
  return useRemoteOptions(async (name) => {
    const page = await call(customerPage, { query: { name: name || undefined, enabled: 'true', limit: 20 }, silent: true });
    return page.rows.map((c) => ({ value: c.id, label: c.name }));
  });
}

/** 发票号: invoices by number prefix, of one customer when chosen. */
export function useInvoiceSearch(customerId: number | undefined) {
  const picker = useRemoteOptions(async (invoiceNumber) => {
    const rows = await call(getInvoiceNumberList, { query: { invoiceNumber: invoiceNumber || undefined, customerId, limit: 20 }, silent: true });
    return rows.map((r) => ({ value: r.invoiceNumber, label: `${r.invoiceNumber}（${r.customerName}）` }));
  });
  const { search } = picker;
  useEffect(() => search(''), [customerId, search]);
  return picker;
}

/** Company accounts money may leave from. */
export function usePayingAccounts(enabled: boolean) {
  const { data } = useApi(enabled ? getAllCompanyBank : null, { purpose: 'pay' }, { silent: true });
  return (data ?? []).map((b) => ({ value: b.id, label: `${b.accountName} · ${b.bankName} ${b.accountNo}（${b.currency}）` }));
}
