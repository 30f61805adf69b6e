import '../../../components/table/table.css';
import '../../../components/screen.css';
import { OwnerList } from './OwnerList';

/** /operationManager/category-list */
export default function CategoryListPage() {
  return <OwnerList />;
}
