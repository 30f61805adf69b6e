import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { blnGiftWarehouseManagerPage } from '@shared/api/gifts/blnGiftWarehouseManager';
import { stockInCalls, stockOutCalls } from '@shared/api/gifts/moveRecords';
import { moveFields } from '@shared/api/gifts/recordFields';
import { stockInScreen, stockOutScreen } from '@shared/api/gifts/screens';
import { allProductGift, STOCK_IN_REASONS, STOCK_OUT_REASONS } from '@shared/api/gifts/stock';
import { fieldColumns } from '../../../components/fields';
import { FormDialog } from '../../../components/form/FormDialog';
import { optionsOf } from '../../../components/pickers/options';
import { AddButton, ResourceList, useResourceList } from '../../../components/resource';
import { call, useApi } from '../../../lib/api';

const SIDES = {
  in: { title: '礼品入库', calls: stockInCalls, screen: stockInScreen, reasons: STOCK_IN_REASONS, manual: STOCK_IN_REASONS, done: '入库成功' },
  out: { title: '礼品出库', calls: stockOutCalls, screen: stockOutScreen, reasons: STOCK_OUT_REASONS, manual: { damage: STOCK_OUT_REASONS.damage, count: STOCK_OUT_REASONS.count }, done: '出库成功' },
} as const;
const FILTERS = { keyword: '', warehouseId: '', reason: '', range: [] as string[] };

/** 礼品入库 / 礼品出库: the moves of one direction (filters: gift, warehouse, reason, date) and the form making one. */
export function MoveRecordList({ direction }: { direction: 'in' | 'out' }) {
  const side = SIDES[direction];
  const state = useResourceList({ endpoint: side.calls.page, filters: FILTERS, toQuery: ({ range, ...rest }) => ({ ...rest, dateFrom: range[0], dateTo: range[1] }) });
  const gifts = useApi(allProductGift);
  const warehouses = (useApi(blnGiftWarehouseManagerPage, { enabled: 'true', limit: 200 }).data?.rows ?? []).map((w) => ({ value: w.id, label: w.name }));
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ResourceList
        title={side.title}
        state={state}
        tableKey={`gifts.stock.${direction}`}
        columns={fieldColumns(moveFields, ['createdAt', 'reason', 'sku', 'giftName', 'warehouseName', 'quantity', 'balance', 'grantSerialNo', 'creatorName', 'remark'])}
        filterFields={
          <>
            <Form.Input field="keyword" label="SKU/名称" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Select field="warehouseId" label="仓库" showClear style={{ width: 150 }} optionList={warehouses} />
            <Form.Select field="reason" label="原因" showClear style={{ width: 130 }} optionList={optionsOf(side.reasons)} />
            <Form.DatePicker field="range" label="日期" type="dateRange" style={{ width: 280 }} showClear />
          </>
        }
        toolbar={<AddButton code={side.screen.code('add')} onClick={() => setAdding(true)} />}
      />
      <FormDialog
        title={side.title}
        visible={adding}
        schema={side.calls.add.body!}
        initValues={{ quantity: 1 }}
        successText={side.done}
        onClose={() => setAdding(false)}
        onSubmit={(body) => call(side.calls.add, { body: body as never }).then(state.refresh)}
      >
        <Form.Select field="giftId" label="实物礼品" style={{ width: '100%' }} filter optionList={(gifts.data ?? []).map((g) => ({ value: g.id, label: `${g.sku} ${g.name}` }))} />
        <Form.Select field="warehouseId" label="仓库" style={{ width: '100%' }} optionList={warehouses} />
        <Form.InputNumber field="quantity" label="数量" min={1} precision={0} />
        <Form.Select field="reason" label="原因" style={{ width: '100%' }} optionList={optionsOf(side.manual)} />
        <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
      </FormDialog>
    </>
  );
}
