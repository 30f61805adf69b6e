import { invoiceStatusLabels, type InvoiceStatus } from '@shared/api/b2b/invoice';
import type { StatusLook } from '../../../components/table';
import { optionsOf } from '../../../components/pickers/options';

export const invoiceStatusLooks: Record<InvoiceStatus, StatusLook> = {
  unpaid: { text: invoiceStatusLabels.unpaid, color: 'blue' },
  partly: { text: invoiceStatusLabels.partly, color: 'orange' },
  overdue: { text: invoiceStatusLabels.overdue, color: 'red' },
  paid: { text: invoiceStatusLabels.paid, color: 'green' },
};

export const invoiceStatusOptions = optionsOf(invoiceStatusLabels);
