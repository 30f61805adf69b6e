import '../../../components/table/table.css';
import '../../../components/screen.css';
import { StockList } from './StockList';

/** /giftInventoryManager/giftInventoryQuery */
export default function InventoryPage() {
  return <StockList />;
}
