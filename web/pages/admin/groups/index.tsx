import '../../../components/table/table.css';
import '../common/admin.css';
import { GroupManager } from './GroupManager';

/** /baseManager/groupManager */
export default function GroupManagerPage() {
  return <GroupManager />;
}
