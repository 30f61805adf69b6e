import '../../../components/table/table.css';
import '../common/admin.css';
import { GroupTypeList } from './GroupTypeList';

/** /baseManager/groupTypeManager */
export default function GroupTypeManagerPage() {
  return <GroupTypeList />;
}
