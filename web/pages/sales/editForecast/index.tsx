import '../forecasts/forecasts.css';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { forecastScreen } from '@shared/api/sales/screens';
import { ForecastEditor } from '../forecasts/ForecastEditor';

/** /sale/edit-forecast[?id=] (hidden, opened from forecast-list): a new version, or the given one edited; saved, it opens in the list. */
export default function EditForecastPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <ForecastEditor
      key={params.get('id') ?? 'new'}
      id={Number.isInteger(id) && id > 0 ? id : undefined}
      onCancel={() => navigate(forecastScreen.path)}
      onSaved={(saved) => navigate(`${forecastScreen.path}?id=${saved}`)}
    />
  );
}
