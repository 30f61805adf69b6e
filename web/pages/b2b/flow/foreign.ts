import useSWR from 'swr';
import { request } from '../../../lib/http';

/**
 * Calls to the B2B master-data screens (customers, company banks, invoices), which another module
 * declares. They are read by URL and tolerated when absent or refused: the form then says so.
 */
async function get<T>(url: string, params: Record<string, unknown>): Promise<T> {
  return request<T>({ method: 'GET', url, params, crossdock: { silent: true } });
}

export interface CustomerOption {
  id: number;
  name: string;
  code?: string;
  currency?: string;
  settlement?: string;
}
export interface BankOption {
  id: number;
  accountName: string;
  bankName: string;
  accountNo: string;
  currency: string;
  purpose: string;
  enabled: boolean;
}
export interface OpenInvoice {
  id: number;
  invoiceNumber: string;
  currency: string;
  amount: string;
  received: string;
  dueDate: string;
}

const rowsOf = <T>(data: unknown): T[] => (Array.isArray(data) ? data : ((data as { rows?: T[] } | null)?.rows ?? [])) as T[];

/** Customers whose name starts with `name` (GET /api/operate/b2bCustomerInfo/page). */
export function useCustomerSearch(name: string) {
  const { data, error, isLoading } = useSWR(['b2b-customers', name], () => get<unknown>('/api/operate/b2bCustomerInfo/page', { name: name || undefined, enabled: true, page: 1, limit: 20 }));
  return { customers: rowsOf<CustomerOption>(data), unavailable: !!error, loading: isLoading };
}

/** Enabled accounts money can be received into (GET /api/operate/b2bCompanyBank/getAllCompanyBank). */
export function useReceiveBanks() {
  const { data, error } = useSWR(['b2b-banks'], () => get<unknown>('/api/operate/b2bCompanyBank/getAllCompanyBank', {}));
  return { banks: rowsOf<BankOption>(data).filter((b) => b.enabled && b.purpose !== 'pay'), unavailable: !!error };
}

/** A customer's invoices that still lack money (GET /api/operate/b2bCustomerInvoice/listInvoiceByCustomerId). */
export function useOpenInvoices(customerId: number | undefined) {
  const { data, error } = useSWR(customerId ? ['b2b-open-invoices', customerId] : null, () =>
    get<unknown>('/api/operate/b2bCustomerInvoice/listInvoiceByCustomerId', { customerId, open: true }),
  );
  return { invoices: rowsOf<OpenInvoice>(data).filter((i) => Number(i.received) < Number(i.amount)), unavailable: !!error };
}
