import '../../../components/table/table.css';
import '../../../components/screen.css';
import { PeriodStatistics } from './PeriodStatistics';

/** /operationManager/period-statistics */
export default function PeriodStatisticsPage() {
  return <PeriodStatistics />;
}
