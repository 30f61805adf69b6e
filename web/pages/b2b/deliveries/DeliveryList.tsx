import { useMemo, useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addB2bDeliverExcelTask, getDeliverGoodsTabNum, queryDeliverGoodsList, type DeliveryRow, settlementLabel } from '@shared/api/b2b/delivery';
import { deliveryMachine } from '@shared/workflow';
import { rangePresets } from '../../../components/DateRangePicker';
import { useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { WorkflowStatusTag } from '../../../components/workflow';
import { Money, SerialLink, When } from '../flow/cells';
import { FlowListLayout } from '../flow/FlowListLayout';
import { useFlowTabs } from '../flow/useFlowTabs';
import { DeliveryDetail } from './DeliveryDetail';
import { DeliveryForm } from './DeliveryForm';

const FILTERS = { status: '', serialNo: '', orderNo: '', created: [] as string[] };

/** 发货申请: sales ask to ship an order, a manager audits it against the customer's terms, operations ship it. */
export function DeliveryList() {
  const filters = useUrlFilters(FILTERS);
  const tabs = useFlowTabs(filters, getDeliverGoodsTabNum);
  const { created, ...rest } = filters.values;
  const listFilter = { ...rest, createdFrom: created[0], createdTo: created[1] };
  const list = useListQuery(queryDeliverGoodsList, listFilter);
  const [openId, setOpenId] = useState<number>();
  const [adding, setAdding] = useState(false);
  const changed = () => {
    void list.refresh();
    void tabs.refreshCounts();
  };

  const columns = useMemo<DataColumn<DeliveryRow>[]>(
    () => [
      { key: 'serialNo', title: '申请单号', width: 160, render: (r) => <SerialLink serialNo={r.serialNo} onOpen={() => setOpenId(r.id)} /> },
      { key: 'orderNo', title: '订单号', width: 140 },
      { key: 'customerName', title: '客户', width: 200, ellipsis: true },
      { key: 'settlement', title: '结算', width: 80, render: (r) => settlementLabel(r.settlement) },
      { key: 'orderAmount', title: '订单金额', width: 150, align: 'right', render: (r) => <Money amount={r.orderAmount} currency={r.currency} /> },
      { key: 'expectedShipDate', title: '期望发货', width: 110 },
      { key: 'status', title: '状态', width: 100, render: (r) => <WorkflowStatusTag machine={deliveryMachine} status={r.status} /> },
      { key: 'trackingNo', title: '运单号', width: 140 },
      { key: 'creatorName', title: '创建人', width: 90 },
      { key: 'createdAt', title: '创建时间', width: 160, render: (r) => <When at={r.createdAt} /> },
    ],
    [],
  );

  return (
    <div className="cd-list">
      <FlowListLayout
        machine={deliveryMachine}
        filters={filters}
        filterFields={[
          <Form.Input key="serialNo" field="serialNo" label="申请单号" showClear style={{ width: 200 }} placeholder="前缀匹配" />,
          <Form.Input key="orderNo" field="orderNo" label="订单号" showClear style={{ width: 200 }} />,
          <Form.DatePicker key="created" field="created" label="创建日期" type="dateRange" presets={rangePresets()} style={{ width: 300 }} showClear />,
        ]}
        tabs={tabs}
        tableKey="b2b.deliveries"
        columns={columns}
        list={list}
        add={{ code: 'deliver-goods-list:btn_add', text: '新增发货申请', onClick: () => setAdding(true) }}
        exportTask={{ code: 'deliver-goods-list:btn_export', endpoint: addB2bDeliverExcelTask, query: listFilter }}
      />
      {adding && <DeliveryForm onClose={() => setAdding(false)} onSaved={changed} />}
      {openId !== undefined && <DeliveryDetail id={openId} onClose={() => setOpenId(undefined)} onChanged={changed} />}
    </div>
  );
}
