import '../../../components/table/table.css';
import { SpuAssignList } from './SpuAssignList';

/** /sale/spu-list */
export default function SpuAssignPage() {
  return <SpuAssignList />;
}
