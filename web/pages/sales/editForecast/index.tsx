import '../forecasts/forecasts.css';
import { useNavigate } from 'react-router-dom';
import { forecastScreen } from '@shared/api/sales/screens';
import { useRecordParam } from '../../../components/resource/useRecordDrawer';
import { ForecastEditor } from '../forecasts/ForecastEditor';

/** /sale/edit-forecast[?id=] (hidden, opened from forecast-list): a new version, or the given one edited; saved, it opens in the list. */
export default function EditForecastPage() {
  const navigate = useNavigate();
  const id = useRecordParam();
  return (
    <ForecastEditor
      key={id ?? 'new'}
      id={id}
      onCancel={() => navigate(forecastScreen.path)}
      onSaved={(saved) => navigate(`${forecastScreen.path}?id=${saved}`)}
    />
  );
}
