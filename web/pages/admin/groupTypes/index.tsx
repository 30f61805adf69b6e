import '../../../components/table/table.css';
import '../../../components/screen.css';
import { GroupTypeList } from './GroupTypeList';

/** /baseManager/groupTypeManager */
export default function GroupTypeManagerPage() {
  return <GroupTypeList />;
}
