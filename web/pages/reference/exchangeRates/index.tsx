import '../../../components/table/table.css';
import '../../../components/screen.css';
import { RateList } from './RateList';

/** /sysManager/exchangeRate */
export default function ExchangeRatePage() {
  return <RateList />;
}
