import '../../../components/table/table.css';
import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import { forecastSkuAuditors, forecastSkuList, forecastSkuStatuses } from '@shared/api/sales/forecastSku';
import { forecastSkuFields } from '@shared/api/sales/recordFields';
import { forecastSkuScreen } from '@shared/api/sales/screens';
import { forecastSkuMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { ResourceList, useResourceList, useRecordDrawer } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { StoreSelect } from '../../../components/pickers/StoreSelect';
import { AddForecastSkus } from './AddForecastSkus';
import { ForecastSkuDrawer } from './ForecastSkuDrawer';

const FILTERS = { status: '', storeId: '', sku: '', auditorId: '' };

/** /sale/sku-list (预测SKU): which SKUs of which stores are forecast, their status and auditor; 新增 and SKU audit. */
export default function ForecastSkuPage() {
  const state = useResourceList({ endpoint: forecastSkuList, counts: forecastSkuStatuses, filters: FILTERS });
  const auditors = useApi(forecastSkuAuditors).data ?? [];
  const [adding, setAdding] = useState(false);
  const drawer = useRecordDrawer();
  const columns = fieldColumns(forecastSkuFields, ['sku', 'skuName', 'storeName', 'status', 'auditorName', 'remark', 'creatorName', 'createdAt'], { sku: { fixed: 'left' } });
  return (
    <>
      <ResourceList
        title={forecastSkuMachine.title}
        state={state}
        machine={forecastSkuMachine}
        tableKey="sales.forecastSkus"
        open={{ column: 'sku', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        emptyText="还没有预测SKU：点“新增”选择店铺的SKU和审核人"
        filterFields={
          <>
            <StoreSelect field="storeId" label="店铺" asText style={{ width: 240 }} />
            <Form.Input field="sku" label="SKU" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Select field="auditorId" label="审核人" showClear style={{ width: 140 }} optionList={auditors.map((o) => ({ ...o, value: String(o.value) }))} />
          </>
        }
        toolbar={
          <Auth code={forecastSkuScreen.code('add')}>
            <LockButton theme="solid" icon={<IconPlus />} onClick={() => setAdding(true)}>
              新增
            </LockButton>
          </Auth>
        }
      />
      {adding && <AddForecastSkus onClose={() => setAdding(false)} onAdded={state.refresh} />}
      {drawer.id !== undefined && <ForecastSkuDrawer id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
