import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { isoDay } from '@shared/api/inputs';
import { logisticsTrackScreen, trackScreen } from '@shared/api/supply/screens';
import { LOGISTICS_TRACK_FILE, LOGISTICS_TRACK_IMPORT_KIND, PO_IMPORT_KIND } from '@shared/api/supply/tracks';
import { stateLabel, supplyTrackMachine as machine } from '@shared/workflow';
import type { Db, Tx } from '../../../db/connection';
import { supplyPlanTracks as table } from '../../../db/schema';
import { defineImport, rejectRows } from '../../../excel/import-kinds';
import { actorOf, runTransitionInTx, type Actor } from '../../../workflow';
import { bookMovement } from '../inventory/movements';

type Track = typeof table.$inferSelect;
const serial = z.string({ error: '请填写跟踪单号' }).trim().toUpperCase().min(1, '请填写跟踪单号');
const optional = (label: string, max: number) => z.string().trim().max(max, `${label}最多${max}字`).optional().transform((v) => v || null);
const optionalDay = z.string().trim().pipe(isoDay).optional().transform((v) => v ?? null);

/** The tracks named by `serialNo`, locked; a missing or duplicated number is a row's reason. */
async function tracksOf<R extends { serialNo: string }>(tx: Db, rows: R[], reasons: Map<number, string>): Promise<Map<string, Track>> {
  const found = await tx.select().from(table).where(inArray(table.serialNo, rows.map((r) => r.serialNo))).for('update');
  const bySerial = new Map(found.filter((t) => t.status !== 'deleted').map((t) => [t.serialNo, t]));
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    if (!bySerial.has(r.serialNo)) reasons.set(i, `跟踪单号 ${r.serialNo} 不存在`);
    else if (seen.has(r.serialNo)) reasons.set(i, `跟踪单号 ${r.serialNo} 在文件中重复`);
    seen.add(r.serialNo);
  });
  return bySerial;
}

const stateOf = (t: Track) => stateLabel(machine, t.status);

/** 采购PO导入: each confirmed track gets its PO number and supplier and becomes 已下单. */
export const poImport = defineImport({
  kind: PO_IMPORT_KIND,
  title: '供货计划PO导入',
  templateFileName: '供货计划PO导入.xlsx',
  screen: trackScreen.menu,
  columns: [
    { header: '跟踪单号', key: 'serialNo', required: true, example: 'GT202611260001', width: 20 },
    { header: 'PO号', key: 'poNo', required: true, example: 'PO-2026-0001', width: 18 },
    { header: '供应商', key: 'supplier', required: true, example: '深圳市某某家居有限公司', width: 28 },
  ],
  row: z.object({
    serialNo: serial,
    poNo: z.string({ error: '请填写PO号' }).trim().min(1, '请填写PO号').max(64, 'PO号最多64字'),
    supplier: z.string({ error: '请填写供应商' }).trim().min(1, '请填写供应商').max(100, '供应商最多100字'),
  }),
  async commit(tx, rows, caller) {
    const reasons = new Map<number, string>();
    const tracks = await tracksOf(tx, rows, reasons);
    rows.forEach((r, i) => {
      const t = tracks.get(r.serialNo);
      if (t && !reasons.has(i) && t.status !== 'confirmed') reasons.set(i, `跟踪单号 ${r.serialNo} 当前为“${stateOf(t)}”，只有“供应链已确认”的可以导入PO`);
    });
    rejectRows(reasons);
    const actor = await actorOf(caller);
    for (const r of rows) await orderTrack(tx as unknown as Tx, actor, tracks.get(r.serialNo)!, { poNo: r.poNo, supplier: r.supplier });
  },
});

/** 物流跟踪导入: carrier and tracking number; a shipped date moves to 在途, an arrival date to 已到货 (booked into stock). */
export const logisticsTrackImport = defineImport({
  kind: LOGISTICS_TRACK_IMPORT_KIND,
  title: '物流跟踪导入',
  templateFileName: `${LOGISTICS_TRACK_FILE}.xlsx`,
  screen: logisticsTrackScreen.menu,
  columns: [
    { header: '跟踪单号', key: 'serialNo', required: true, example: 'GT202611260001', width: 20 },
    { header: '物流商', key: 'carrier', example: 'Matson', width: 14 },
    { header: '运单号', key: 'trackingNo', example: 'MATS1234567', width: 20 },
    { header: '发货日期', key: 'shippedOn', example: '2026-11-20', width: 12 },
    { header: '到货日期', key: 'arrivedOn', example: '2026-12-20', width: 12 },
  ],
  row: z
    .object({ serialNo: serial, carrier: optional('物流商', 50), trackingNo: optional('运单号', 64), shippedOn: optionalDay, arrivedOn: optionalDay })
    .refine((r) => !(r.shippedOn && r.arrivedOn && r.arrivedOn < r.shippedOn), '到货日期不能早于发货日期'),
  async commit(tx, rows, caller) {
    const reasons = new Map<number, string>();
    const tracks = await tracksOf(tx, rows, reasons);
    const moves = rows.map((r, i) => {
      const t = tracks.get(r.serialNo);
      if (!t || reasons.has(i)) return [];
      return plannedMoves(t, r, (why) => reasons.set(i, `跟踪单号 ${r.serialNo}：${why}`));
    });
    rejectRows(reasons);
    const actor = await actorOf(caller);
    for (const [i, r] of rows.entries()) {
      const t = tracks.get(r.serialNo)!;
      const info = { carrier: r.carrier ?? t.carrier, trackingNo: r.trackingNo ?? t.trackingNo };
      if (!moves[i]!.length) await tx.update(table).set(info).where(eq(table.id, t.id));
      for (const action of moves[i]!) await moveTrack(tx as unknown as Tx, actor, t, action, { ...info, shippedOn: r.shippedOn, arrivedOn: r.arrivedOn });
    }
  },
});

type Row = { shippedOn: string | null; arrivedOn: string | null };

/** 下单: a confirmed track gets its PO number and supplier. */
export const orderTrack = (tx: Tx, actor: Actor, t: Pick<Track, 'id'>, po: { poNo: string; supplier: string }) =>
  runTransitionInTx(tx, machine, table, { id: t.id, action: 'order', actor, apply: async () => po });

/** 发货 (→ 在途) or 到货 (→ 已到货, its units booked into the destination warehouse on the arrival day). */
export const moveTrack = (tx: Tx, actor: Actor, t: Track, action: 'ship' | 'arrive', info: { carrier: string | null; trackingNo: string | null } & Row) =>
  runTransitionInTx(tx, machine, table, {
    id: t.id,
    action,
    actor,
    apply: async (inner) => {
      const common = { carrier: info.carrier, trackingNo: info.trackingNo };
      if (action === 'ship') return { ...common, shippedOn: info.shippedOn };
      await bookMovement(inner, { skuId: t.skuId, warehouseId: t.warehouseId, kind: 'purchase', qty: t.qty, movedOn: info.arrivedOn!, trackId: t.id, createdBy: actor.userId });
      return { ...common, arrivedOn: info.arrivedOn };
    },
  });

/** Which transitions a row asks of a track in its state; `refuse` explains a row that asks the impossible. */
function plannedMoves(t: Track, r: Row, refuse: (why: string) => void): Array<'ship' | 'arrive'> {
  const canShip = t.status === 'confirmed' || t.status === 'ordered';
  const moves: Array<'ship' | 'arrive'> = [];
  if (r.shippedOn && canShip) moves.push('ship');
  else if (r.shippedOn && t.status !== 'shipped' && t.status !== 'arrived') refuse(`当前为“${stateOf(t)}”，供应链确认后才能发货`);
  if (r.arrivedOn && t.status === 'arrived') return moves;
  if (r.arrivedOn && (t.status === 'shipped' || moves.includes('ship'))) moves.push('arrive');
  else if (r.arrivedOn) refuse(`当前为“${stateOf(t)}”，没有发货日期不能到货`);
  if (!r.shippedOn && !r.arrivedOn && !canShip && t.status !== 'shipped') refuse(`当前为“${stateOf(t)}”，不能填写物流信息`);
  return moves;
}
