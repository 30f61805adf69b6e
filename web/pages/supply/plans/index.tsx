import '../../../components/table/table.css';
import { useNavigate } from 'react-router-dom';
import { Form } from '@douyinfe/semi-ui';
import { addSupplyPlanExcelTask, supplyChannelCategory, supplyPlanPage, supplyPlanTabNum, type PlanRow } from '@shared/api/supply/plans';
import { supplyDetailScreen, supplyListScreen } from '@shared/api/supply/screens';
import { supplyPlanMachine } from '@shared/workflow';
import { ExportTaskButton } from '../../../components/excel';
import { ResourceList, useResourceList } from '../../../components/resource';
import type { DataColumn } from '../../../components/table/DataTable';
import { Auth } from '../../../lib/session/Auth';
import { dateTime, modeLabel, statusOf } from '../common/looks';
import { useApi } from '../../../lib/api';
import { StoreSelect } from '../../../components/pickers/StoreSelect';
import { ExportHistoryButton } from './ExportHistory';

const FILTERS = { status: '', serialNo: '', channel: '', storeId: '', planWeek: '' };
const status = statusOf(supplyPlanMachine);
const COLUMNS: DataColumn<PlanRow>[] = [
  { key: 'serialNo', title: '计划单号', width: 170, fixed: 'left' },
  { key: 'storeName', title: '店铺', width: 180 },
  { key: 'warehouseName', title: '目的仓', width: 140 },
  { key: 'transportMode', title: '运输方式', width: 90, render: (r) => modeLabel(r.transportMode) },
  { key: 'planWeek', title: '计划周', width: 100 },
  { key: 'skuCount', title: 'SKU数', width: 80, align: 'right' },
  { key: 'totalQty', title: '计划数量', width: 100, align: 'right' },
  { key: 'status', title: '状态', width: 100, render: (r) => status(r.status) },
  { key: 'creatorName', title: '计划人', width: 90 },
  { key: 'createdAt', title: '创建时间', width: 160, render: (r) => dateTime(r.createdAt) },
];

/** /sale/supply-list (供货计划): plans by status; a plan opens its detail page. */
export default function PlansPage() {
  const navigate = useNavigate();
  const state = useResourceList({ endpoint: supplyPlanPage, counts: supplyPlanTabNum, filters: FILTERS });
  // The channels (FBA, WFS…) of the stores taking part in supply: supplyChannelCategory.
  const channels = (useApi(supplyChannelCategory).data ?? []).map((c) => ({ value: c.channel, label: `${c.channel}（${c.stores.length}家店铺）` }));
  return (
    <ResourceList
      title="供货计划"
      state={state}
      machine={supplyPlanMachine}
      tableKey="supply.plans"
      columns={COLUMNS}
      open={{ column: 'serialNo', onOpen: (r) => navigate(`${supplyDetailScreen.path}?id=${r.id}`) }}
      emptyText="还没有供货计划：在“FBA补货计划”中选择建议生成"
      filterFields={
        <>
          <Form.Input field="serialNo" label="计划单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
          <Form.Select field="channel" label="渠道" showClear style={{ width: 180 }} optionList={channels} />
          <StoreSelect field="storeId" label="店铺" source="supply" asText style={{ width: 260 }} />
          <Form.Input field="planWeek" label="计划周" showClear style={{ width: 140 }} placeholder="2026-W48" />
        </>
      }
      toolbar={
        <Auth code={supplyListScreen.code('export')}>
          <ExportTaskButton endpoint={addSupplyPlanExcelTask} query={state.query as never} />
          <ExportHistoryButton />
        </Auth>
      }
    />
  );
}
