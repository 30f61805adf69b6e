import '../../../components/table/table.css';
import { Form } from '@douyinfe/semi-ui';
import { IconDownload } from '@douyinfe/semi-icons';
import { logisticsTrackScreen } from '@shared/api/supply/screens';
import { exportLogisticsTrack, importLogisticsTrack, LOGISTICS_TRACK_FILE, logisticsTrackPage } from '@shared/api/supply/tracks';
import { ImportButton } from '../../../components/excel';
import { LockButton } from '../../../components/LockButton';
import { ResourceList, useResourceList } from '../../../components/resource';
import { download } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { trackColumns } from '../common/trackColumns';

const FILTERS = { serialNo: '', sku: '' };

/** /sale/supply-logistics (物流跟踪): confirmed tracks until they arrive; export 物流跟踪, fill carrier and dates, import it back. */
export default function LogisticsPage() {
  const state = useResourceList({ endpoint: logisticsTrackPage, filters: FILTERS });
  return (
    <ResourceList
      title="物流跟踪"
      state={state}
      tableKey="supply.logistics"
      columns={trackColumns()}
      emptyText="没有待发运的计划跟踪：供应链确认后出现在这里"
      filterFields={
        <>
          <Form.Input field="serialNo" label="跟踪单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
          <Form.Input field="sku" label="SKU" showClear style={{ width: 150 }} placeholder="前缀匹配" />
        </>
      }
      toolbar={
        <>
          <Auth code={logisticsTrackScreen.code('export')}>
            <LockButton icon={<IconDownload />} onClick={() => void download(exportLogisticsTrack, state.query as never, `${LOGISTICS_TRACK_FILE}.xlsx`).catch(() => undefined)}>
              导出{LOGISTICS_TRACK_FILE}
            </LockButton>
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
