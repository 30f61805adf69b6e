import { Form } from '@douyinfe/semi-ui';
import { planOrderList } from '@shared/api/review/planOrder';
import { planOrderFields } from '@shared/api/review/recordFields';
import { planOrderScreen } from '@shared/api/review/screens';
import { planOrderMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { AddButton, ResourceList, useRecordDrawer, useResourceList } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { useOverseasOptions } from '../common/options';
import { PlanOrderDrawer } from './PlanOrderDrawer';
import { PlanOrderForm } from './PlanOrderForm';
import { useOptions } from '../../../components/options';

const FILTERS = { status: '', serialNo: '', platformId: '', sku: '', overseasUserId: '', range: [] as string[] };

/** 计划单: status tabs with counts, filters, the list, 新增, and the drawer with the actions allowed now. */
export function PlanOrderList() {
  const state = useResourceList({ endpoint: planOrderList, filters: FILTERS, toQuery: ({ range, ...rest }) => ({ ...rest, createdFrom: range[0], createdTo: range[1] }) });
  // The list answers its status counts (without the status filter): one row is enough to read them.
  const { status: _, ...unfiltered } = state.query;
  const countsApi = useApi(planOrderList, { ...unfiltered, page: 1, limit: 1 } as never);
  const counts = countsApi.data?.counts;
  // A change moves rows between tabs: the list and the tab counts are read again together.
  const refresh = () => {
    state.refresh();
    void countsApi.mutate();
  };
  const platforms = useOptions('platforms').options;
  const overseas = useOverseasOptions();
  const drawer = useRecordDrawer();
  const columns = fieldColumns(planOrderFields, ['serialNo', 'status', 'platformName', 'sku', 'orderCount', 'giftName', 'giftValue', 'feePerOrder', 'overseasUserName', 'creatorName', 'createdAt'], { serialNo: { fixed: 'left' } });
  return (
    <>
      <ResourceList
        title={planOrderMachine.title}
        state={{ ...state, tabs: { ...state.tabs, counts } }}
        machine={planOrderMachine}
        tableKey="review.planOrders"
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        filterFields={
          <>
            <Form.Input field="serialNo" label="计划单号" showClear style={{ width: 190 }} placeholder="前缀匹配" />
            <Form.Select field="platformId" label="平台" showClear style={{ width: 160 }} optionList={platforms} />
            <Form.Input field="sku" label="SKU" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Select field="overseasUserId" label="海外专员" showClear style={{ width: 140 }} optionList={overseas} />
            <Form.DatePicker field="range" label="创建日期" type="dateRange" style={{ width: 280 }} showClear />
          </>
        }
        toolbar={<AddButton code={planOrderScreen.code('add')} onClick={() => drawer.edit()} />}
      />
      {drawer.editing && (
        <PlanOrderForm
          visible
          id={drawer.editing.id}
          onClose={drawer.closeForm}
          onSaved={(id) => {
            refresh();
            drawer.saved(id);
          }}
        />
      )}
      {drawer.id !== undefined && (
        <PlanOrderDrawer
          id={drawer.id}
          onClose={drawer.close}
          onEdit={(id) => drawer.edit(id)}
          onChanged={refresh}
        />
      )}
    </>
  );
}
