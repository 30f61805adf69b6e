import '../../../components/table/table.css';
import '../../admin/common/admin.css';
import { PeriodDetail } from './PeriodDetail';

/** /operationManager/period-detail (hidden; ?customerId=) */
export default function PeriodDetailPage() {
  return <PeriodDetail />;
}
