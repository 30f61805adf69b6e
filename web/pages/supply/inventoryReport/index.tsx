import '../../../components/table/table.css';
import { BalanceList } from '../inventory/BalanceList';

/** /psi/inventory (库存报表): units on hand per SKU and warehouse. */
export default function InventoryReportPage() {
  return <BalanceList />;
}
