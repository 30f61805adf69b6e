import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import type { BatchResult } from '@shared/api/sales/common';
import { forecastList, forecastTabNum, submitBatchForecast, withdrawBatchForecast } from '@shared/api/sales/forecast';
import { forecastFields } from '@shared/api/sales/recordFields';
import { editForecastScreen, forecastScreen } from '@shared/api/sales/screens';
import { forecastMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { ResourceList, useResourceList, useRecordDrawer } from '../../../components/resource';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';
import { StoreSelect } from '../../../components/pickers/StoreSelect';
import { ForecastDrawer } from './ForecastDrawer';
import { ForecastExcel } from './ForecastExcel';

const FILTERS = { status: '', storeId: '', sku: '' };


function tellBatch(r: BatchResult) {
  if (!r.failed.length) return notice.success(`已处理 ${r.done.length} 条`);
  notice.warning(`成功 ${r.done.length} 条，失败 ${r.failed.length} 条：${r.failed.map((f) => f.message).join('；')}`);
}

/** 销量预测: versions by status with counts, filters, 新建预测, batch submit / withdraw, the detail drawer with the trend chart. */
export function ForecastList() {
  const state = useResourceList({ endpoint: forecastList, counts: forecastTabNum, filters: FILTERS });
  const navigate = useNavigate();
  // `?id=` (after saving on edit-forecast, from history) opens that version.
  const drawer = useRecordDrawer();
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const columns = fieldColumns(forecastFields, ['sku', 'skuName', 'storeName', 'versionNo', 'startWeek', 'totalQty', 'status', 'creatorName', 'createdAt'], { sku: { fixed: 'left' } });

  const batch = async (endpoint: typeof submitBatchForecast | typeof withdrawBatchForecast) => {
    tellBatch(await call(endpoint, { query: { ids: selected.map(Number) } }));
    setSelected([]);
    state.refresh();
  };

  return (
    <>
      <ResourceList
        title={forecastMachine.title}
        state={state}
        machine={forecastMachine}
        tableKey="sales.forecasts"
        open={{ column: 'sku', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        selection={{ selectedKeys: selected, onChange: setSelected }}
        emptyText="还没有预测：点“新建预测”按历史销量生成"
        filterFields={
          <>
            <StoreSelect field="storeId" label="店铺" asText style={{ width: 240 }} />
            <Form.Input field="sku" label="SKU" showClear style={{ width: 180 }} placeholder="前缀匹配" />
          </>
        }
        toolbar={
          <>
          <Auth code={forecastScreen.code('edit')}>
            <LockButton theme="solid" icon={<IconPlus />} onClick={() => navigate(editForecastScreen.path)}>
              新建预测
            </LockButton>
            <LockButton disabled={!selected.length} onClick={() => void batch(submitBatchForecast).catch(() => undefined)}>
              批量提交{selected.length ? `（${selected.length}）` : ''}
            </LockButton>
            <LockButton disabled={!selected.length} onClick={() => void batch(withdrawBatchForecast).catch(() => undefined)}>
              批量撤回{selected.length ? `（${selected.length}）` : ''}
            </LockButton>
          </Auth>
          <ForecastExcel query={state.query} onImported={state.refresh} />
          </>
        }
      />
      {drawer.id !== undefined && <ForecastDrawer id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
