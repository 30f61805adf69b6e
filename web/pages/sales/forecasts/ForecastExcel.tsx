import { IconFile } from '@douyinfe/semi-icons';
import {
  addForecastExcelTask,
  FORECAST_TEMPLATE_FILE,
  forecastTemplate,
  importForecastIndicators,
  importForecastSale,
  INDICATORS_TEMPLATE_FILE,
  indicatorsTemplate,
} from '@shared/api/sales/forecastExcel';
import { forecastScreen } from '@shared/api/sales/screens';
import { ExportTaskButton, ImportButton } from '../../../components/excel';
import { LockButton } from '../../../components/LockButton';
import { download } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';

const quietly = (p: Promise<unknown>) => void p.catch(() => undefined);

/** The forecast list's Excel: forecast template and import, weekly-sales (销量指标) template and import, export of the list. */
export function ForecastExcel({ query, onImported }: { query: Record<string, unknown>; onImported(): void }) {
  return (
    <>
      <Auth code={forecastScreen.code('edit')}>
        <LockButton icon={<IconFile />} onClick={() => quietly(download(forecastTemplate, {}, FORECAST_TEMPLATE_FILE))}>
          预测模板
        </LockButton>
        <ImportButton endpoint={importForecastSale} onImported={onImported}>
          导入预测
        </ImportButton>
      </Auth>
      <Auth code={forecastScreen.code('import')}>
        <LockButton icon={<IconFile />} onClick={() => quietly(download(indicatorsTemplate, {}, INDICATORS_TEMPLATE_FILE))}>
          销量模板
        </LockButton>
        <ImportButton endpoint={importForecastIndicators}>导入销量</ImportButton>
      </Auth>
      <Auth code={forecastScreen.code('export')}>
        <ExportTaskButton endpoint={addForecastExcelTask} query={query as never} />
      </Auth>
    </>
  );
}
