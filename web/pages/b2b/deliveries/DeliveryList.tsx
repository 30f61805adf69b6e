import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addB2bDeliverExcelTask, getDeliverGoodsTabNum, queryDeliverGoodsList } from '@shared/api/b2b/delivery';
import { deliveryFields } from '@shared/api/b2b/recordFields';
import { deliveryScreen } from '@shared/api/b2b/screens';
import { deliveryMachine } from '@shared/workflow';
import { rangePresets } from '../../../components/DateRangePicker';
import { fieldColumns } from '../../../components/fields';
import { AddButton, ExportButton, ResourceList, useResourceList, useRecordDrawer } from '../../../components/resource';
import { DeliveryDetail } from './DeliveryDetail';
import { DeliveryForm } from './DeliveryForm';

const FILTERS = { status: '', serialNo: '', orderNo: '', created: [] as string[] };
const COLUMNS = ['serialNo', 'orderNo', 'customerName', 'settlement', 'orderAmount', 'expectedShipDate', 'status', 'trackingNo', 'creatorName', 'createdAt'] as const;

/** 发货申请: sales ask to ship an order, a manager audits it against the customer's terms, operations ship it. */
export function DeliveryList() {
  const state = useResourceList({
    endpoint: queryDeliverGoodsList,
    counts: getDeliverGoodsTabNum,
    filters: FILTERS,
    toQuery: ({ created, ...rest }) => ({ ...rest, createdFrom: created[0], createdTo: created[1] }),
  });
  const drawer = useRecordDrawer();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <ResourceList
        title={deliveryMachine.title}
        state={state}
        machine={deliveryMachine}
        tableKey="b2b.deliveries"
        columns={fieldColumns(deliveryFields, COLUMNS, { expectedShipDate: { title: '期望发货' } })}
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        filterFields={
          <>
            <Form.Input field="serialNo" label="申请单号" showClear style={{ width: 200 }} placeholder="前缀匹配" />
            <Form.Input field="orderNo" label="订单号" showClear style={{ width: 200 }} />
            <Form.DatePicker field="created" label="创建日期" type="dateRange" presets={rangePresets()} style={{ width: 300 }} showClear />
          </>
        }
        toolbar={
          <>
            <AddButton code={deliveryScreen.code('add')} onClick={() => setAdding(true)}>
              新增发货申请
            </AddButton>
            <ExportButton endpoint={addB2bDeliverExcelTask} query={state.query} />
          </>
        }
      />
      {adding && <DeliveryForm onClose={() => setAdding(false)} onSaved={state.refresh} />}
      {drawer.id !== undefined && <DeliveryDetail id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
