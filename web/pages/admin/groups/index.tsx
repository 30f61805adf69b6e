import '../../../components/table/table.css';
import '../../../components/screen.css';
import { GroupManager } from './GroupManager';

/** /baseManager/groupManager */
export default function GroupManagerPage() {
  return <GroupManager />;
}
