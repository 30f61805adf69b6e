import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { exchangeRatePage, importRates, latestRates, RATE_IMPORT_KIND, RATE_TEMPLATE_FILE, type RateRow } from '@shared/api/reference/rates';
import { rateFields } from '@shared/api/reference/fields';
import { exchangeRateScreen } from '@shared/api/reference/screens';
import { rangePresets } from '../../../components/DateRangePicker';
import { ImportButton, TemplateDownloadLink } from '../../../components/excel';
import { fieldColumns } from '../../../components/fields';
import { AddButton, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { useForeignCurrencyOptions } from '../useReferenceOptions';
import { LatestRates } from './LatestRates';
import { RateForm } from './RateForm';

const FILTERS = { currency: '', range: [] as string[] };
type Dialog = { kind: 'add' } | { kind: 'edit'; rate: RateRow } | null;

/** 汇率管理: the latest rate of each currency, and every day's rate with its history per currency. */
export function RateList() {
  const state = useResourceList({ endpoint: exchangeRatePage, filters: FILTERS, toQuery: ({ range, ...rest }) => ({ ...rest, from: range[0], to: range[1] }) });
  const currencies = useForeignCurrencyOptions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const latest = useApi(latestRates);
  const refresh = () => {
    state.refresh();
    void latest.mutate();
  };
  const columns = [
    ...fieldColumns(rateFields, ['currency', 'currencyName', 'rateDate', 'rate', 'source', 'updatedByName', 'updatedAt']),
    {
      key: 'actions',
      title: '操作',
      fixed: 'right' as const,
      width: 90,
      render: (r: RateRow) => (
        <RowActions>
          <EditAction code={exchangeRateScreen.code('edit')} onClick={() => setDialog({ kind: 'edit', rate: r })} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <LatestRates rows={latest.data} loading={latest.isLoading} onPick={(currency) => state.filters.apply({ ...state.filters.values, currency })} />
      <ResourceList
        title="汇率"
        state={state}
        tableKey="reference.exchangeRates"
        columns={columns}
        filterFields={
          <>
            <Form.Select field="currency" label="币种" showClear filter style={{ width: 160 }} optionList={currencies} />
            <Form.DatePicker field="range" label="日期" type="dateRange" presets={rangePresets()} style={{ width: 300 }} showClear />
          </>
        }
        toolbar={
          <>
            <AddButton code={exchangeRateScreen.code('add')} onClick={() => setDialog({ kind: 'add' })}>
              新增汇率
            </AddButton>
            <Auth code={exchangeRateScreen.code('import')}>
              <ImportButton endpoint={importRates} onImported={refresh} />
              <TemplateDownloadLink kind={RATE_IMPORT_KIND} fileName={RATE_TEMPLATE_FILE} />
            </Auth>
          </>
        }
      />
      <RateForm key={dialog?.kind === 'edit' ? dialog.rate.id : 'new'} visible={dialog !== null} rate={dialog?.kind === 'edit' ? dialog.rate : undefined} onClose={() => setDialog(null)} onSaved={refresh} />
    </>
  );
}
