import '../../../components/table/table.css';
import '../../../components/screen.css';
import { CostList } from '../common/CostList';

/** /operationManager/product-cost-list: the cost accounting list and its export. */
export default function ProductCostListPage() {
  return <CostList exportable tableKey="products.costList" />;
}
