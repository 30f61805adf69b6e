import '../../../components/table/table.css';
import '../../../components/screen.css';
import { BindList } from './BindList';

/** /sysManager/skuBindCategoryManager */
export default function SkuBindCategoryManagerPage() {
  return <BindList />;
}
