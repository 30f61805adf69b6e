import '../../../components/table/table.css';
import '../../../components/screen.css';
import { TaskList } from '../common/TaskList';

/** /account/account-notice */
export default function AccountNoticePage() {
  return <TaskList mine={false} />;
}
