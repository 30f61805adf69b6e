import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { orderOpList } from '@shared/api/review/orderOps';
import { orderOpFields } from '@shared/api/review/recordFields';
import { orderOpScreen } from '@shared/api/review/screens';
import { ORDER_OP_TYPES, orderOpMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { AddButton, ResourceList, useRecordDrawer, useResourceList } from '../../../components/resource';
import { useApi } from '../../../lib/api';

import { BatchAudit } from './BatchAudit';
import { OrderOpDrawer } from './OrderOpDrawer';
import { OrderOpForm } from './OrderOpForm';
import { useOptions } from '../../../components/options';

const FILTERS = { status: '', serialNo: '', type: '', marketOrderNo: '', platformId: '', sku: '', range: [] as string[] };
const TYPE_OPTIONS = Object.entries(ORDER_OP_TYPES).map(([value, t]) => ({ value, label: t.label }));
const COLUMNS = ['serialNo', 'type', 'status', 'marketOrderNo', 'amount', 'planOrderSerialNo', 'platformName', 'sku', 'reviewerEmail', 'creatorName', 'createdAt'] as const;

/** 订单处理: status tabs with counts, filters, the list, 新增, 批量审核 and the drawer with the actions allowed now. */
export function OrderOpList() {
  const state = useResourceList({ endpoint: orderOpList, filters: FILTERS, toQuery: ({ range, ...rest }) => ({ ...rest, createdFrom: range[0], createdTo: range[1] }) });
  // The list answers its status counts (without the status filter): one row is enough to read them.
  const { status: _, ...unfiltered } = state.query;
  const countsApi = useApi(orderOpList, { ...unfiltered, page: 1, limit: 1 } as never);
  const refresh = () => {
    state.refresh();
    void countsApi.mutate();
  };
  const platforms = useOptions('platforms').options;
  const drawer = useRecordDrawer();
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const rows = state.list.rows;
  return (
    <>
      <ResourceList
        title={orderOpMachine.title}
        state={{ ...state, tabs: { ...state.tabs, counts: countsApi.data?.counts } }}
        machine={orderOpMachine}
        tableKey="review.orderOps"
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        columns={fieldColumns(orderOpFields, COLUMNS, { serialNo: { fixed: 'left' } })}
        selection={{ selectedKeys: selected, onChange: setSelected }}
        filterFields={
          <>
            <Form.Input field="serialNo" label="单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Select field="type" label="类型" showClear style={{ width: 110 }} optionList={TYPE_OPTIONS} />
            <Form.Input field="marketOrderNo" label="订单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Select field="platformId" label="平台" showClear style={{ width: 150 }} optionList={platforms} />
            <Form.Input field="sku" label="SKU" showClear style={{ width: 140 }} placeholder="前缀匹配" />
            <Form.DatePicker field="range" label="创建日期" type="dateRange" style={{ width: 280 }} showClear />
          </>
        }
        toolbar={
          <>
            <AddButton code={orderOpScreen.code('add')} onClick={() => drawer.edit()} />
            <BatchAudit
              items={rows.filter((r) => selected.map(Number).includes(r.id)).map((r) => ({ id: r.id, version: r.version, status: r.status }))}
              onDone={() => {
                setSelected([]);
                refresh();
              }}
            />
          </>
        }
      />
      {drawer.editing && (
        <OrderOpForm
          id={drawer.editing.id}
          onClose={drawer.closeForm}
          onSaved={(id) => {
            refresh();
            drawer.saved(id);
          }}
        />
      )}
      {drawer.id !== undefined && (
        <OrderOpDrawer
          id={drawer.id}
          onClose={drawer.close}
          onEdit={(id) => drawer.edit(id)}
          onChanged={refresh}
        />
      )}
    </>
  );
}
