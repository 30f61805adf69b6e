import '../../../components/table/table.css';
import { OperationInfoList } from './OperationInfoList';

/** /lark-manager/operation-info */
export default function OperationInfoPage() {
  return <OperationInfoList />;
}
