import '../../../components/table/table.css';
import '../../../components/screen.css';
import { BlnGiftWarehouseManagerList } from './BlnGiftWarehouseManagerList';

/** /sysManager/blnGiftWarehouseManager */
export default function BlnGiftWarehouseManagerPage() {
  return <BlnGiftWarehouseManagerList />;
}
