import '../../../components/table/table.css';
import '../../../components/screen.css';
import { GateLogList } from './GateLogList';

/** /baseManager/gateLogManager */
export default function GateLogManagerPage() {
  return <GateLogList />;
}
