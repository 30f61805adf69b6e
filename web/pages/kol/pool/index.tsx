import '../../../components/table/table.css';
import '../../../components/screen.css';
import { PoolList } from './PoolList';

/** /kol/kol-info-list */
export default function KolPoolPage() {
  return <PoolList />;
}
