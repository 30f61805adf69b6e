import '../../../components/table/table.css';
import '../../../components/screen.css';
import { OrderList } from './OrderList';

/** /customerServiceManager/customerServiceOrderManager */
export default function ServiceOrderPage() {
  return <OrderList />;
}
