import { exchangeRates } from '@shared/api/reference/rates';
import { MasterScreen } from '../../../components/master';
import { LatestRates } from './LatestRates';

/** /sysManager/exchangeRate: the latest rate of each currency, and every day's rate with its history per currency. */
export default function ExchangeRatePage() {
  return (
    <MasterScreen
      master={exchangeRates}
      listTitle="汇率"
      formTitle="汇率"
      addText="新增汇率"
      above={({ filter, saved }) => <LatestRates saved={saved} onPick={(currency) => filter({ currency })} />}
    />
  );
}
