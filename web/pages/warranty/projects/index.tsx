import '../../../components/table/table.css';
import '../../../components/screen.css';
import { ProjectList } from './ProjectList';

/** /hive/info-list */
export default function ProjectListPage() {
  return <ProjectList />;
}
