import '../../../components/table/table.css';
import '../../../components/screen.css';
import { ClientList } from './ClientList';

/** /authManager/serviceManager */
export default function ServiceClientsPage() {
  return <ClientList />;
}
