import '../../../components/table/table.css';
import '../../../components/screen.css';
import { RequireList } from './RequireList';

/** /kol/kol-list */
export default function KolRequirePage() {
  return <RequireList />;
}
