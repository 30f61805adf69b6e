import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { SERVICE_ORDER_TYPES, serviceOrderHandling, serviceOrderPage, serviceOrderTabNum } from '@shared/api/service/orders';
import { serviceOrderFields } from '@shared/api/service/recordFields';
import { serviceOrderScreen } from '@shared/api/service/screens';
import { serviceOrderExport } from '@shared/api/service/excel';
import { serviceOrderMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { AddButton, ExportButton, ResourceList, useRecordDrawer } from '../../../components/resource';
import { useCountedList } from '../common/useCountedList';
import { useOwnerOptions } from '../common/useOwnerOptions';
import { OrderDrawer } from './OrderDrawer';
import { OrderForm } from './OrderForm';

const FILTERS = { status: '', serialNo: '', type: '', ownerId: '', sku: '', orderNo: '', range: [] as string[] };

/** 客服工单: tabs with counts, filters, 新增, 导出, the drawer. */
export function OrderList() {
  const state = useCountedList({ endpoint: serviceOrderPage, filters: FILTERS, toQuery: ({ range, ...rest }) => ({ ...rest, dateFrom: range[0], dateTo: range[1] }) }, serviceOrderTabNum);
  const owners = useOwnerOptions(serviceOrderHandling);
  const drawer = useRecordDrawer();
  const [adding, setAdding] = useState(false);
  const columns = fieldColumns(serviceOrderFields, ['serialNo', 'status', 'type', 'platform', 'orderNo', 'sku', 'customerName', 'description', 'ownerName', 'createdAt', 'resolvedAt'], {
    serialNo: { fixed: 'left' },
  });
  return (
    <>
      <ResourceList
        title="客服工单"
        state={state}
        machine={serviceOrderMachine}
        tableKey="service.orders"
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        filterFields={
          <>
            <Form.Input field="serialNo" label="工单号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Select field="type" label="类型" showClear style={{ width: 120 }} optionList={optionsOf(SERVICE_ORDER_TYPES)} />
            <Form.Select field="ownerId" label="负责人" showClear style={{ width: 130 }} optionList={owners} />
            <Form.Input field="sku" label="SKU" showClear style={{ width: 150 }} placeholder="前缀匹配" />
            <Form.Input field="orderNo" label="订单号" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.DatePicker field="range" label="创建日期" type="dateRange" style={{ width: 280 }} showClear />
          </>
        }
        toolbar={
          <>
            <AddButton code={serviceOrderScreen.code('add')} onClick={() => setAdding(true)} />
            <ExportButton endpoint={serviceOrderExport} query={state.query} />
          </>
        }
      />
      <OrderForm
        visible={adding}
        onClose={() => setAdding(false)}
        onSaved={(id) => {
          state.refresh();
          drawer.open(id);
        }}
      />
      {drawer.id !== undefined && <OrderDrawer id={drawer.id} onClose={drawer.close} onChanged={state.refresh} />}
    </>
  );
}
