import '../../../components/table/table.css';
import { DetailList } from './DetailList';

/** /lark-manager/overseas-handler */
export default function OverseasHandlerPage() {
  return <DetailList />;
}
