import '../../../components/table/table.css';
import '../common/admin.css';
import { GateLogList } from './GateLogList';

/** /baseManager/gateLogManager */
export default function GateLogManagerPage() {
  return <GateLogList />;
}
