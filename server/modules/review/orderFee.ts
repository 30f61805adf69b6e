import Big from 'big.js';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Response } from 'express';
import { z } from 'zod';
import { currency, money } from '@shared/api/inputs';
import { ORDER_FEE_IMPORT_KIND, ORDER_FEE_TEMPLATE_FILE } from '@shared/api/review/orderFee';
import { planOrderScreen } from '@shared/api/review/screens';
import { planOrderDetailMachine } from '@shared/workflow';
import type { Db, Tx } from '../../db/connection';
import { reviewPlanOrderDetails } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { sendXlsx } from '../../excel/download';
import { defineImport, rejectRows } from '../../excel/import-kinds';
import { actorOf, recordEdited } from '../../workflow';
import { inPlatformScope, latestRate, platformScope } from '../reference';
import { byLine } from './detailQueries';
import { visiblePlanOrder } from './planOrderRoutes';

const d = reviewPlanOrderDetails;

const COLUMNS = [
  { header: '计划单号', key: 'serialNo', width: 20 },
  { header: '行号', key: 'lineNo', width: 6 },
  { header: '邀请码', key: 'invitationCode', required: true, example: 'ABCDEFGH2345', width: 16 },
  { header: '订单号', key: 'marketOrderNo', width: 22 },
  { header: '订单费用', key: 'orderFee', required: true, example: '5.00', width: 12 },
  { header: '币种', key: 'feeCurrency', required: true, example: 'USD', width: 8 },
];

/** The amount in CNY through the exchange-rate service (latest rate on or before today); null without a rate. */
async function inCny(db: Db, amount: string, code: string): Promise<string | null> {
  const rate = await latestRate(db, code);
  return rate ? new Big(amount).times(rate.rate).round(2, Big.roundHalfUp).toFixed(2) : null;
}

/**
 * exportOrderFee: the plan order's details (not merged) with their fee, or the plan's fee per order
 * when none is recorded yet; the same columns as the import, so the file is the template to fill.
 */
export async function sendOrderFees(db: Db, caller: Caller, planOrderId: number, res: Response): Promise<void> {
  const plan = await visiblePlanOrder(db, caller, planOrderId);
  const lines = await db.select().from(d).where(and(eq(d.planOrderId, plan.id), ne(d.status, 'merged'))).orderBy(...byLine);
  const rows = [];
  for (const l of lines) {
    const fee = l.orderFee ?? plan.feePerOrder;
    const code = l.feeCurrency ?? plan.feeCurrency;
    rows.push({ serialNo: plan.serialNo, lineNo: l.lineNo, invitationCode: l.invitationCode, marketOrderNo: l.marketOrderNo, orderFee: fee, feeCurrency: code, cny: await inCny(db, fee, code) });
  }
  await sendXlsx(res, `订单费用_${plan.serialNo}.xlsx`, [...COLUMNS, { header: '折合人民币', key: 'cny', width: 12 }], rows);
}

const feeRow = z.object({
  invitationCode: z.string({ error: '请填写邀请码' }).trim().toUpperCase().min(1, '请填写邀请码'),
  orderFee: money,
  feeCurrency: z.string({ error: '请填写币种' }).trim().toUpperCase().pipe(currency),
});
type FeeRow = z.output<typeof feeRow>;

/** Why each row cannot be stored: unknown or out-of-scope code, merged detail, repeated code, currency without a rate. */
async function refusals(tx: Db, rows: FeeRow[], caller: Caller) {
  const found = await tx.select().from(d).where(inArray(d.invitationCode, [...new Set(rows.map((r) => r.invitationCode))]));
  const byCode = new Map(found.map((f) => [f.invitationCode, f]));
  const scope = await platformScope(tx, caller);
  const rated = new Map<string, boolean>();
  const reasons = new Map<number, string>();
  const seen = new Set<string>();
  for (const [i, r] of rows.entries()) {
    const detail = byCode.get(r.invitationCode);
    if (!rated.has(r.feeCurrency)) rated.set(r.feeCurrency, !!(await latestRate(tx, r.feeCurrency)));
    if (!detail || !inPlatformScope(scope, detail.platformId)) reasons.set(i, `邀请码 ${r.invitationCode} 不存在`);
    else if (detail.status === 'merged') reasons.set(i, `邀请码 ${r.invitationCode} 的订单已合并，费用记在合并目标上`);
    else if (seen.has(r.invitationCode)) reasons.set(i, `邀请码 ${r.invitationCode} 在文件中重复`);
    else if (!rated.get(r.feeCurrency)) reasons.set(i, `币种 ${r.feeCurrency} 没有汇率，请先在汇率管理中维护`);
    seen.add(r.invitationCode);
  }
  return { reasons, byCode };
}

/** 订单费用导入: the fee of each order by its invitation code, all or none; each change in the detail's log. */
export const orderFeeImport = defineImport<FeeRow>({
  kind: ORDER_FEE_IMPORT_KIND,
  title: '订单费用导入',
  templateFileName: ORDER_FEE_TEMPLATE_FILE,
  screen: planOrderScreen.menu,
  columns: COLUMNS.filter((c) => c.required),
  row: feeRow,
  async commit(tx, rows, caller) {
    const { reasons, byCode } = await refusals(tx, rows, caller);
    rejectRows(reasons);
    const actor = await actorOf(caller);
    for (const r of rows) {
      const detail = byCode.get(r.invitationCode)!;
      if (detail.orderFee !== null && new Big(detail.orderFee).eq(r.orderFee) && detail.feeCurrency === r.feeCurrency) continue;
      await tx.update(d).set({ orderFee: r.orderFee, feeCurrency: r.feeCurrency, version: detail.version + 1, updatedAt: new Date() }).where(eq(d.id, detail.id));
      // The import runs `commit` inside its transaction.
      await recordEdited(tx as unknown as Tx, planOrderDetailMachine, detail, actor, 'orderFee', `订单费用：${r.orderFee} ${r.feeCurrency}`);
    }
  },
});
