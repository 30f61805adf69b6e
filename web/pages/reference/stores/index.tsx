import '../../../components/table/table.css';
import '../../../components/screen.css';
import { StoreList } from './StoreList';

/** /sale/sale-store-list */
export default function StoreListPage() {
  return <StoreList />;
}
