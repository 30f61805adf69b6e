/** The planned units of a draft plan's lines as edited on the detail page (saveSupplyPlan with an id). */
export interface EditableLine {
  skuId: number;
  sku: string;
  qty: number;
}

/** Edited units per SKU id; blank means unchanged. */
export type QtyEdits = Record<number, number | null | undefined>;

export type QtyChanges = { ok: true; lines: Array<{ skuId: number; qty: number }> } | { ok: false; message: string };

/** The lines whose units changed, or the first problem in words (nothing is sent then). */
export function qtyChanges(lines: EditableLine[], edits: QtyEdits): QtyChanges {
  const changed: Array<{ skuId: number; qty: number }> = [];
  for (const line of lines) {
    const qty = edits[line.skuId];
    if (qty === null || qty === undefined || qty === line.qty) continue;
    if (!Number.isInteger(qty) || qty <= 0) return { ok: false, message: `${line.sku} 的计划数量必须是大于0的整数` };
    changed.push({ skuId: line.skuId, qty });
  }
  return changed.length ? { ok: true, lines: changed } : { ok: false, message: '没有修改任何计划数量' };
}
