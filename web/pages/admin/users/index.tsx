import '../../../components/table/table.css';
import '../../../components/screen.css';
import { UserList } from './UserList';

/** /baseManager/userManager */
export default function UserManagerPage() {
  return <UserList />;
}
