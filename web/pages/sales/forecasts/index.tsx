import '../../../components/table/table.css';
import './forecasts.css';
import { ForecastList } from './ForecastList';

/** /sale/forecast-list */
export default function ForecastListPage() {
  return <ForecastList />;
}
