import { exchangeRates, importRates, RATE_IMPORT_KIND, RATE_TEMPLATE_FILE } from '@shared/api/reference/rates';
import { exchangeRateScreen } from '@shared/api/reference/screens';
import { ImportButton, TemplateDownloadLink } from '../../../components/excel';
import { MasterScreen } from '../../../components/master';
import { Auth } from '../../../lib/session/Auth';
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
      toolbar={(refresh) => (
        <Auth code={exchangeRateScreen.code('import')}>
          <ImportButton endpoint={importRates} onImported={refresh} />
          <TemplateDownloadLink kind={RATE_IMPORT_KIND} fileName={RATE_TEMPLATE_FILE} />
        </Auth>
      )}
    />
  );
}
