import '../../../components/table/table.css';
import '../../../components/screen.css';
import { TaskList } from '../common/TaskList';

/** /account/account-task */
export default function AccountTaskPage() {
  return <TaskList mine />;
}
