import '../../../components/table/table.css';
import '../../admin/common/admin.css';
import { InvoiceList } from './InvoiceList';

/** /operationManager/b2b-invoice-list */
export default function InvoiceListPage() {
  return <InvoiceList />;
}
