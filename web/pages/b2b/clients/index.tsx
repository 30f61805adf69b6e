import '../../../components/table/table.css';
import '../../../components/screen.css';
import { CustomerList } from './CustomerList';

/** /operationManager/client-list */
export default function ClientListPage() {
  return <CustomerList />;
}
