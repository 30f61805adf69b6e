import '../../../components/table/table.css';
import '../../../components/screen.css';
import { SkuList } from './SkuList';

/** /sysManager/sysProductManager */
export default function SysProductManagerPage() {
  return <SkuList />;
}
