import { useState } from 'react';
import { Form, Tabs, TabPane } from '@douyinfe/semi-ui';
import { moveFields, stockFields } from '@shared/api/gifts/recordFields';
import { inventoryScreen } from '@shared/api/gifts/screens';
import { allProductGift, movePage, STOCK_IN_REASONS, STOCK_OUT_REASONS, stockIn, stockOut, stockPage } from '@shared/api/gifts/stock';
import { blnGiftWarehouseManagerPage } from '@shared/api/gifts/blnGiftWarehouseManager';
import { z } from 'zod';
import { fieldColumns } from '../../../components/fields';
import { FormDialog } from '../../../components/form/FormDialog';
import { optionsOf } from '../../../components/pickers/options';
import { AddButton, ResourceList, useResourceList } from '../../../components/resource';
import { call, useApi } from '../../../lib/api';

const moveForm = z.object({ giftId: z.coerce.number({ error: '请选择实物礼品' }).int().positive('请选择实物礼品'), warehouseId: z.coerce.number({ error: '请选择礼品仓库' }).int().positive('请选择礼品仓库'), quantity: z.coerce.number().int('数量必须是整数').min(1, '数量至少为1'), reason: z.string({ error: '请选择原因' }).min(1, '请选择原因'), remark: z.string().optional() });

/** 入库 / 出库 with a reason; an out larger than the stock is refused by the server. */
function MoveDialog({ direction, onClose, onDone }: { direction: 'in' | 'out' | null; onClose(): void; onDone(): void }) {
  const gifts = useApi(allProductGift);
  const warehouses = useApi(blnGiftWarehouseManagerPage, { enabled: 'true', limit: 200 });
  const reasons = direction === 'in' ? STOCK_IN_REASONS : { damage: STOCK_OUT_REASONS.damage, count: STOCK_OUT_REASONS.count };
  return (
    <FormDialog
      title={direction === 'in' ? '礼品入库' : '礼品出库'}
      visible={direction !== null}
      schema={moveForm}
      initValues={{ quantity: 1 }}
      successText={direction === 'in' ? '入库成功' : '出库成功'}
      onClose={onClose}
      onSubmit={(body) => call(direction === 'in' ? stockIn : stockOut, { body: body as never }).then(onDone)}
    >
      <Form.Select field="giftId" label="实物礼品" style={{ width: '100%' }} filter optionList={(gifts.data ?? []).map((g) => ({ value: g.id, label: `${g.sku} ${g.name}` }))} />
      <Form.Select field="warehouseId" label="仓库" style={{ width: '100%' }} optionList={(warehouses.data?.rows ?? []).map((w) => ({ value: w.id, label: w.name }))} />
      <Form.InputNumber field="quantity" label="数量" min={1} precision={0} />
      <Form.Select field="reason" label="原因" style={{ width: '100%' }} optionList={optionsOf(reasons)} />
      <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
    </FormDialog>
  );
}

/** 礼品库存: stock per gift and warehouse, 入库 / 出库, and every move with its reason and balance. */
export function StockList() {
  const stock = useResourceList({ endpoint: stockPage, filters: { keyword: '', inStock: '' } });
  const moves = useResourceList({ endpoint: movePage, filters: { direction: '' } });
  const [moving, setMoving] = useState<'in' | 'out' | null>(null);
  const refresh = () => {
    stock.refresh();
    moves.refresh();
  };
  return (
    <Tabs type="line">
      <TabPane tab="库存" itemKey="stock">
        <ResourceList
          title="礼品库存"
          state={stock}
          tableKey="gifts.stock"
          columns={fieldColumns(stockFields, ['sku', 'giftName', 'warehouseName', 'quantity', 'updatedAt'])}
          filterFields={
            <>
              <Form.Input field="keyword" label="SKU/名称" showClear style={{ width: 200 }} />
              <Form.Select field="inStock" label="有货" showClear style={{ width: 110 }} optionList={[{ value: 'true', label: '只看有货' }]} />
            </>
          }
          toolbar={
            <>
              <AddButton code={inventoryScreen.code('stockIn')} onClick={() => setMoving('in')}>入库</AddButton>
              <AddButton code={inventoryScreen.code('stockOut')} onClick={() => setMoving('out')}>出库</AddButton>
            </>
          }
        />
        <MoveDialog direction={moving} onClose={() => setMoving(null)} onDone={refresh} />
      </TabPane>
      <TabPane tab="出入库记录" itemKey="moves">
        <ResourceList
          title="出入库记录"
          state={moves}
          tableKey="gifts.moves"
          columns={fieldColumns(moveFields, ['createdAt', 'direction', 'reason', 'sku', 'giftName', 'warehouseName', 'quantity', 'balance', 'grantSerialNo', 'creatorName', 'remark'])}
          filterFields={<Form.Select field="direction" label="方向" showClear style={{ width: 110 }} optionList={[{ value: 'in', label: '入库' }, { value: 'out', label: '出库' }]} />}
        />
      </TabPane>
    </Tabs>
  );
}
