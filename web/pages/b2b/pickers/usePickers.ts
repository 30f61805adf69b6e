import { useCallback, useEffect, useRef, useState } from 'react';
import { getAllCompanyBank } from '@shared/api/b2b/bank';
import { getInvoiceNumberList, listInvoiceByCustomerId } from '@shared/api/b2b/invoice';
import { call, useApi } from '../../../lib/api';

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

/** Enabled company accounts for paying (`pay`) or receiving (`receive`) money. */
export function useCompanyBanks(purpose: 'pay' | 'receive', enabled = true) {
  const { data, error } = useApi(enabled ? getAllCompanyBank : null, { purpose }, { silent: true });
  return { banks: data ?? [], unavailable: !!error };
}

/** Company accounts money may leave from, as select options. */
export function usePayingAccounts(enabled: boolean) {
  return useCompanyBanks('pay', enabled).banks.map((b) => ({ value: b.id, label: `${b.accountName} · ${b.bankName} ${b.accountNo}（${b.currency}）` }));
}

/** A customer's invoices that still lack money. */
export function useOpenInvoices(customerId: number | undefined) {
  const { data, error } = useApi(customerId ? listInvoiceByCustomerId : null, { customerId: customerId ?? 0, open: 'true' }, { silent: true });
  return { invoices: (data ?? []).filter((i) => Number(i.received) < Number(i.amount)), unavailable: !!error };
}
