import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { blankAsAbsent, cappedPage, dayFilter, id, listPaging, optionalText, prefixText } from '../inputs';
import type { Screen } from '../../screen/define';
import { stockInScreen, stockOutScreen } from './screens';
import { moveRow, stockRow, STOCK_IN_REASONS, type StockInReason } from './stock';

/** 礼品入库 and 礼品出库: the stock moves of one direction, with their forms (docs/domain/gifts.md). */

const quantity = z.coerce.number({ error: '数量必须是整数' }).int('数量必须是整数').min(1, '数量至少为1').max(100_000, '数量最多100000');
const moveBody = { giftId: id('实物礼品'), warehouseId: id('礼品仓库'), quantity, remark: optionalText('备注', 500) };

function moveCalls<R extends z.ZodType>(o: { base: string; screen: Screen<'add'>; title: string; reason: R; reasons: string }) {
  return {
    page: endpoint({
      method: 'GET',
      path: `${o.base}/page`,
      access: needs(o.screen.menu),
      summary: `${o.title}记录，最新在前。筛选：SKU 或礼品名称（前缀）、仓库、原因（${o.reasons}）、日期`,
      query: z.object({ ...listPaging, keyword: prefixText, warehouseId: blankAsAbsent(id('礼品仓库')), reason: blankAsAbsent(o.reason), dateFrom: dayFilter, dateTo: dayFilter }),
      response: cappedPage(moveRow),
    }),
    add: endpoint({
      method: 'POST',
      path: `${o.base}/add`,
      access: needs(o.screen.code('add')),
      summary: `${o.title}单（${o.reasons}），记录之后的余量${o.title === '礼品出库' ? '；库存不足则拒绝，库存永不小于0' : ''}`,
      body: z.object({ ...moveBody, reason: o.reason }),
      response: stockRow,
    }),
  };
}

const inReason = z.enum(Object.keys(STOCK_IN_REASONS) as [StockInReason, ...StockInReason[]], { error: '请选择入库原因' });
/** Grants take stock out themselves (礼品发放): by hand only damage and count. */
const outReason = z.enum(['damage', 'count'], { error: '请选择出库原因' });
const outFilterReason = z.enum(['grant', 'damage', 'count'], { error: '请选择出库原因' });

export const stockInCalls = moveCalls({ base: '/api/sys/giftWarehouseIn', screen: stockInScreen, title: '礼品入库', reason: inReason, reasons: '采购入库、退回入库、盘盈' });
const outCalls = moveCalls({ base: '/api/sys/giftWarehouseOut', screen: stockOutScreen, title: '礼品出库', reason: outFilterReason, reasons: '礼品发放、损耗、盘亏' });
export const stockOutCalls = {
  page: outCalls.page,
  add: endpoint({ ...outCalls.add, summary: '礼品出库单（损耗、盘亏；礼品发放的出库随发放自动记录）；库存不足则拒绝，库存永不小于0', body: z.object({ ...moveBody, reason: outReason }) }),
};
