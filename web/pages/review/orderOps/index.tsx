import '../../../components/table/table.css';
import { OrderOpList } from './OrderOpList';

/** /orderManager/orderOpManager */
export default function OrderOpPage() {
  return <OrderOpList />;
}
