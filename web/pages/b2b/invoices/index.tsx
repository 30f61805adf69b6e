import '../../../components/table/table.css';
import '../../../components/screen.css';
import { InvoiceList } from './InvoiceList';

/** /operationManager/b2b-invoice-list */
export default function InvoiceListPage() {
  return <InvoiceList />;
}
