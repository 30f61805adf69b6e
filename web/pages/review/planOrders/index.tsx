import '../../../components/table/table.css';
import { PlanOrderList } from './PlanOrderList';

/** /lark-manager/work-order-plan */
export default function PlanOrderPage() {
  return <PlanOrderList />;
}
