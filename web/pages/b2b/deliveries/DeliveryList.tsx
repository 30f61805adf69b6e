import { useMemo, useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import { getDeliverGoodsTabNum, queryDeliverGoodsList, type DeliveryRow } from '@shared/api/b2b/delivery';
import { deliveryMachine } from '@shared/workflow';
import { rangePresets } from '../../../components/DateRangePicker';
import { LockButton } from '../../../components/LockButton';
import { DataTable, FilterBar, useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { StatusTabs, WorkflowStatusTag } from '../../../components/workflow';
import { Auth } from '../../../lib/session/Auth';
import { Money, SerialLink, When } from '../flow/cells';
import { useFlowTabs } from '../flow/useFlowTabs';
import { DeliveryDetail } from './DeliveryDetail';
import { DeliveryForm } from './DeliveryForm';
import { settlementText } from './looks';

const FILTERS = { status: '', serialNo: '', orderNo: '', created: [] as string[] };

/** 发货申请: sales ask to ship an order, a manager audits it against the customer's terms, operations ship it. */
export function DeliveryList() {
  const filters = useUrlFilters(FILTERS);
  const tabs = useFlowTabs(filters, getDeliverGoodsTabNum);
  const { created, ...rest } = filters.values;
  const list = useListQuery(queryDeliverGoodsList, { ...rest, createdFrom: created[0], createdTo: created[1] });
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
      { key: 'settlement', title: '结算', width: 80, render: (r) => settlementText(r.settlement) },
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
      <div className="cd-panel">
        <FilterBar filters={filters} label="发货申请筛选">
          <Form.Input field="serialNo" label="申请单号" showClear style={{ width: 200 }} placeholder="前缀匹配" />
          <Form.Input field="orderNo" label="订单号" showClear style={{ width: 200 }} />
          <Form.DatePicker field="created" label="创建日期" type="dateRange" presets={rangePresets()} style={{ width: 300 }} showClear />
        </FilterBar>
      </div>
      <StatusTabs machine={deliveryMachine} value={tabs.value} onChange={tabs.onChange} counts={tabs.counts} />
      <DataTable
        tableKey="b2b.deliveries"
        label="发货申请列表"
        columns={columns}
        list={list}
        emptyText="没有符合条件的发货申请"
        toolbar={
          <Auth code="deliver-goods-list:btn_add">
            <LockButton theme="solid" icon={<IconPlus />} onClick={() => setAdding(true)}>
              新增发货申请
            </LockButton>
          </Auth>
        }
      />
      {adding && <DeliveryForm onClose={() => setAdding(false)} onSaved={changed} />}
      {openId !== undefined && <DeliveryDetail id={openId} onClose={() => setOpenId(undefined)} onChanged={changed} />}
    </div>
  );
}
