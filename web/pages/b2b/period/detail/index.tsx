import '../../../../components/table/table.css';
import '../../../../components/screen.css';
import { PeriodDetail } from '../PeriodDetail';

/** /operationManager/period-detail (hidden; ?customerId=) */
export default function PeriodDetailPage() {
  return <PeriodDetail />;
}
