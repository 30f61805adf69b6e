import '../../../components/table/table.css';
import { BudgetList } from './BudgetList';

/** /sale/budget-list */
export default function BudgetListPage() {
  return <BudgetList />;
}
