import '../../../components/table/table.css';
import '../../../components/screen.css';
import { MoveRecordList } from '../stockMoves/MoveRecordList';

/** /giftInventoryManager/giftWarehouseOutManager */
export default function StockOutPage() {
  return <MoveRecordList direction="out" />;
}
