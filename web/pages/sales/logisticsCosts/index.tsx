import '../../../components/table/table.css';
import { Form } from '@douyinfe/semi-ui';
import { IconFile } from '@douyinfe/semi-icons';
import {
  importLogisticsCost,
  LOGISTICS_TEMPLATE_FILE,
  logisticsCostPage,
  logisticsCostTemplate,
  logisticsCountries,
  logisticsTransportModes,
  TRANSPORT_MODES,
  type LogisticsCostRow,
} from '@shared/api/sales/logistics';
import { logisticsCostScreen } from '@shared/api/sales/screens';
import { ImportButton } from '../../../components/excel';
import { LockButton } from '../../../components/LockButton';
import { ResourceList, useResourceList } from '../../../components/resource';
import { download, useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';

const FILTERS = { country: '', transportMode: '' };

const COLUMNS = [
  { key: 'country', title: '国家', width: 120, render: (r: LogisticsCostRow) => `${r.countryName ?? ''}（${r.country}）` },
  { key: 'transportMode', title: '运输方式', width: 100, render: (r: LogisticsCostRow) => TRANSPORT_MODES[r.transportMode as keyof typeof TRANSPORT_MODES] ?? r.transportMode },
  { key: 'costPerKg', title: '单价(每公斤)', width: 140, render: (r: LogisticsCostRow) => `${r.currency} ${r.costPerKg}` },
  { key: 'effectiveFrom', title: '生效日期', width: 120 },
  { key: 'updatedByName', title: '维护人', width: 100 },
  { key: 'updatedAt', title: '更新时间', width: 170, render: (r: LogisticsCostRow) => r.updatedAt.slice(0, 16).replace('T', ' ') },
];

/** /sale/logistics-cost (物流费用): cost per kg per destination country and transport mode, maintained from the 物流费用 template. */
export default function LogisticsCostPage() {
  const state = useResourceList({ endpoint: logisticsCostPage, filters: FILTERS });
  const countries = useApi(logisticsCountries);
  const modes = useApi(logisticsTransportModes);
  return (
    <ResourceList
      title="物流费用"
      state={state}
      tableKey="sales.logisticsCosts"
      columns={COLUMNS as never}
      emptyText="还没有物流费用：下载模板填写后导入"
      filterFields={
        <>
          <Form.Select field="country" label="国家" showClear filter style={{ width: 180 }} optionList={countries.data ?? []} />
          <Form.Select field="transportMode" label="运输方式" showClear style={{ width: 140 }} optionList={modes.data ?? []} />
        </>
      }
      toolbar={
        <Auth code={logisticsCostScreen.code('import')}>
          <LockButton icon={<IconFile />} onClick={() => void download(logisticsCostTemplate, {}, LOGISTICS_TEMPLATE_FILE).catch(() => undefined)}>
            下载模板
          </LockButton>
          <ImportButton endpoint={importLogisticsCost} onImported={() => state.refresh()} />
        </Auth>
      }
    />
  );
}
