import '../../../components/table/table.css';
import '../../../components/screen.css';
import { OrderList } from './OrderList';

/** /customerServiceManager/warranty-extension-order */
export default function WarrantyOrderPage() {
  return <OrderList />;
}
