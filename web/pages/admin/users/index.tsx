import '../../../components/table/table.css';
import '../common/admin.css';
import { UserList } from './UserList';

/** /baseManager/userManager */
export default function UserManagerPage() {
  return <UserList />;
}
