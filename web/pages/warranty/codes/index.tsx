import '../../../components/table/table.css';
import '../../../components/screen.css';
import { BatchList } from './BatchList';

/** /hive/code-list */
export default function CodeListPage() {
  return <BatchList />;
}
