import '../../../components/table/table.css';
import '../../../components/screen.css';
import { StoreList } from './StoreList';

/** /sale/supply-store (供货店铺). */
export default function SupplyStoresPage() {
  return <StoreList />;
}
