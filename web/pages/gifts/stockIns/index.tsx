import '../../../components/table/table.css';
import '../../../components/screen.css';
import { MoveRecordList } from '../stockMoves/MoveRecordList';

/** /giftInventoryManager/giftWarehouseManager */
export default function StockInPage() {
  return <MoveRecordList direction="in" />;
}
