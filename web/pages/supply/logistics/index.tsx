import '../../../components/table/table.css';
import { Form } from '@douyinfe/semi-ui';
import { logisticsTrackScreen } from '@shared/api/supply/screens';
import { addLogisticsTrackExcelTask, importLogisticsTrack, LOGISTICS_TRACK_FILE, logisticsTrackPage } from '@shared/api/supply/tracks';
import { supplyTrackMachine } from '@shared/workflow';
import { ExportTaskButton, ImportButton } from '../../../components/excel';
import { ResourceList, useResourceList } from '../../../components/resource';
import { Auth } from '../../../lib/session/Auth';
import { trackColumns } from '../common/trackColumns';
import { StoreSelect } from '../../../components/pickers/StoreSelect';

const FILTERS = { status: '', serialNo: '', sku: '', storeId: '' };
/** The states this list shows (supply chain confirmed onwards). */
const STATUS_OPTIONS = (['confirmed', 'ordered', 'shipped', 'arrived', 'closed'] as const)
  .filter((s) => s in supplyTrackMachine.states)
  .map((s) => ({ value: s, label: (supplyTrackMachine.states as Record<string, { label: string }>)[s]!.label }));

/** /sale/supply-logistics (物流跟踪): confirmed tracks until they arrive; export 物流跟踪 (a report-centre task with these filters), fill carrier and dates, import it back. */
export default function LogisticsPage() {
  const state = useResourceList({ endpoint: logisticsTrackPage, filters: FILTERS });
  return (
    <ResourceList
      title="物流跟踪"
      state={state}
      tableKey="supply.logistics"
      columns={trackColumns(state.refresh)}
      emptyText="没有待发运的计划跟踪：供应链确认后出现在这里"
      filterFields={
        <>
          <Form.Select field="status" label="状态" showClear style={{ width: 150 }} optionList={STATUS_OPTIONS} />
          <Form.Input field="serialNo" label="跟踪单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
          <Form.Input field="sku" label="SKU" showClear style={{ width: 150 }} placeholder="前缀匹配" />
          <StoreSelect field="storeId" label="店铺" source="supply" asText style={{ width: 200 }} />
        </>
      }
      toolbar={
        <>
          <Auth code={logisticsTrackScreen.code('export')}>
            <ExportTaskButton endpoint={addLogisticsTrackExcelTask} query={state.query as never}>
              导出{LOGISTICS_TRACK_FILE}
            </ExportTaskButton>
          </Auth>
          <Auth code={logisticsTrackScreen.code('import')}>
            <ImportButton endpoint={importLogisticsTrack} onImported={() => state.refresh()}>
              导入{LOGISTICS_TRACK_FILE}
            </ImportButton>
          </Auth>
        </>
      }
    />
  );
}
