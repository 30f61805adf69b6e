import '../../../components/table/table.css';
import '../../admin/common/admin.css';
import { PeriodStatistics } from './PeriodStatistics';

/** /operationManager/period-statistics */
export default function PeriodStatisticsPage() {
  return <PeriodStatistics />;
}
