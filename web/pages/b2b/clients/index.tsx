import '../../../components/table/table.css';
import '../../admin/common/admin.css';
import { CustomerList } from './CustomerList';

/** /operationManager/client-list */
export default function ClientListPage() {
  return <CustomerList />;
}
