import '../../../components/table/table.css';
import '../../../components/screen.css';
import { CostList } from '../common/CostList';

/** /sysManager/productCost: maintain each SKU's unit cost. */
export default function ProductCostPage() {
  return <CostList editable tableKey="products.costs" />;
}
