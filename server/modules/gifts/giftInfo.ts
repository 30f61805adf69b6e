import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { cardProductCalls, contrastCalls, giftChoices, skuPromoteCalls } from '@shared/api/gifts/giftInfo';
import type { Db } from '../../db/connection';
import { giftCardProducts as p, giftCards, giftContrasts as c, giftItems, giftSkuPromotions as s } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { masterRoutes } from '../../http/masterRoutes';
import { valueFilter } from '../../http/masterFilters';

const cardsIn = (status: string) =>
  sql<number>`(select count(*) from ${giftCards} g where g.brand = gift_card_products.brand and g.currency = gift_card_products.currency and g.face_value = gift_card_products.face_value and g.status = ${status})::int`;
const productColumns = { id: p.id, brand: p.brand, currency: p.currency, faceValue: p.faceValue, available: cardsIn('available'), used: cardsIn('used'), enabled: p.enabled, remark: p.remark, createdAt: p.createdAt };
const productLabel = sql<string>`${p.brand} || ' ' || ${p.faceValue} || ' ' || ${p.currency}`;

/** The gift a row names, by kind: a card product's label or a physical gift's name. */
const targetName = (table: string) =>
  sql<string | null>`coalesce((select cp.brand || ' ' || cp.face_value || ' ' || cp.currency from ${p} cp where cp.id = ${sql.identifier(table)}.card_product_id), (select i.sku || ' ' || i.name from ${giftItems} i where i.id = ${sql.identifier(table)}.gift_item_id))`;
const kept = <T extends typeof s | typeof c>(t: T) => ({ giftKind: t.giftKind, cardProductId: t.cardProductId, giftItemId: t.giftItemId, enabled: t.enabled, remark: t.remark, createdAt: t.createdAt });
const promoColumns = { id: s.id, sku: s.sku, platform: s.platform, validFrom: s.validFrom, validTo: s.validTo, giftName: targetName('gift_sku_promotions'), ...kept(s) };
const contrastColumns = { id: c.id, source: c.source, platform: c.platform, externalCode: c.externalCode, externalName: c.externalName, giftName: targetName('gift_contrasts'), ...kept(c) };

type Target = { giftKind: 'card' | 'physical'; cardProductId?: number; giftItemId?: number };

/** The named gift exists and is enabled; the other kind's reference is cleared. */
async function checkTarget(db: Db, t: Target) {
  if (t.giftKind === 'card') {
    const [row] = await db.select({ enabled: p.enabled }).from(p).where(eq(p.id, t.cardProductId!));
    if (!row?.enabled) throw fail.refused('礼品卡信息不存在或已停用');
    return { giftKind: t.giftKind, cardProductId: t.cardProductId!, giftItemId: null };
  }
  const [row] = await db.select({ enabled: giftItems.enabled }).from(giftItems).where(eq(giftItems.id, t.giftItemId!));
  if (!row?.enabled) throw fail.refused('实物礼品不存在或已停用');
  return { giftKind: t.giftKind, cardProductId: null, giftItemId: t.giftItemId! };
}

/** A saved row's values with its gift checked. */
const withTarget = async (db: Db, { giftKind, cardProductId, giftItemId, ...fields }: Record<string, unknown>) => ({ ...fields, ...(await checkTarget(db, { giftKind, cardProductId, giftItemId } as Target)) });

/** Adds a card product (demo data). */
export async function saveCardProduct(db: Db, fields: { brand: string; currency: string; faceValue: string; remark: string | null }, userId: number): Promise<void> {
  await db.insert(p).values({ ...fields, createdBy: userId });
}

/** 礼品卡信息, SKU推广礼品, 礼品对照 (docs/domain/gifts.md, Gift information). */
export function giftInfoRoutes(): ApiRoutes[] {
  return [
    masterRoutes(cardProductCalls, {
      table: p,
      columns: productColumns,
      unique: { columns: ['brand', 'currency', 'faceValue'], message: (v) => `礼品卡 ${v.brand} ${v.faceValue} ${v.currency} 已存在` },
    }),
    masterRoutes(skuPromoteCalls, {
      table: s,
      columns: promoColumns,
      where: { activeOn: valueFilter<string>((day) => and(lte(s.validFrom, day), or(isNull(s.validTo), gte(s.validTo, day)))) },
      prepare: async (db, values) => ({ ...(await withTarget(db, values)), validTo: values.validTo ?? null }),
    }),
    masterRoutes(contrastCalls, {
      table: c,
      columns: contrastColumns,
      unique: { columns: ['source', 'platform', 'externalCode'], message: (v) => `外部礼品编码 ${v.externalCode} 已有对照` },
      prepare: withTarget,
    }),
    new ApiRoutes().add(giftChoices, async ({ deps }) => ({
      cards: await deps.db.select({ id: p.id, label: productLabel }).from(p).where(eq(p.enabled, true)).orderBy(asc(p.brand), asc(p.faceValue)),
      items: await deps.db.select({ id: giftItems.id, label: sql<string>`${giftItems.sku} || ' ' || ${giftItems.name}` }).from(giftItems).where(eq(giftItems.enabled, true)).orderBy(asc(giftItems.sku)),
    })),
  ];
}
