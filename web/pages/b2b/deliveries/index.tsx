import '../../../components/table/table.css';
import { DeliveryList } from './DeliveryList';

/** /operationManager/deliver-goods-list */
export default function DeliveryListPage() {
  return <DeliveryList />;
}
