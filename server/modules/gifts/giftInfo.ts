import { and, asc, desc, eq, gte, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { cardProductCalls, contrastCalls, giftChoices, skuPromoteCalls, type cardProductBody } from '@shared/api/gifts/giftInfo';
import { cardProductScreen, giftContrastScreen, skuPromoteGiftScreen } from '@shared/api/gifts/screens';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Db } from '../../db/connection';
import { giftCardProducts as p, giftCards, giftContrasts as c, giftItems, giftSkuPromotions as s } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { listPage } from '../../http/listPage';
import { startsWith } from '../../db/like';

const iso = <R extends { createdAt: Date }>(r: R) => ({ ...r, createdAt: r.createdAt.toISOString() });
const cardsIn = (status: string) =>
  sql<number>`(select count(*) from ${giftCards} g where g.brand = gift_card_products.brand and g.currency = gift_card_products.currency and g.face_value = gift_card_products.face_value and g.status = ${status})::int`;
const productColumns = { id: p.id, brand: p.brand, currency: p.currency, faceValue: p.faceValue, available: cardsIn('available'), used: cardsIn('used'), enabled: p.enabled, remark: p.remark, createdAt: p.createdAt };
const productLabel = sql<string>`${p.brand} || ' ' || ${p.faceValue} || ' ' || ${p.currency}`;

/** The gift a row names, by kind: a card product's label or a physical gift's name. */
const targetName = (table: string) =>
  sql<string | null>`coalesce((select cp.brand || ' ' || cp.face_value || ' ' || cp.currency from ${p} cp where cp.id = ${sql.identifier(table)}.card_product_id), (select i.sku || ' ' || i.name from ${giftItems} i where i.id = ${sql.identifier(table)}.gift_item_id))`;

async function mayWrite(caller: Caller, screen: { code(a: 'add' | 'edit'): string }, id: number | undefined) {
  if (!(await caller.codes()).elements.has(screen.code(id ? 'edit' : 'add'))) throw fail.forbidden();
}

/** The named gift exists and is enabled; the other kind's reference is cleared. */
async function checkTarget(db: Db, t: { giftKind: 'card' | 'physical'; cardProductId?: number; giftItemId?: number }) {
  if (t.giftKind === 'card') {
    const [row] = await db.select({ enabled: p.enabled }).from(p).where(eq(p.id, t.cardProductId!));
    if (!row?.enabled) throw fail.refused('礼品卡信息不存在或已停用');
    return { giftKind: t.giftKind, cardProductId: t.cardProductId!, giftItemId: null };
  }
  const [row] = await db.select({ enabled: giftItems.enabled }).from(giftItems).where(eq(giftItems.id, t.giftItemId!));
  if (!row?.enabled) throw fail.refused('实物礼品不存在或已停用');
  return { giftKind: t.giftKind, cardProductId: null, giftItemId: t.giftItemId! };
}

async function one<R>(rows: Promise<R[]>, title: string): Promise<R> {
  const [row] = await rows;
  if (!row) throw fail.notFound(`${title}不存在`);
  return row;
}

const setEnabled = (db: Db, table: PgTable & { id: never; enabled: never }, id: number, enabled: boolean) => db.update(table).set({ enabled } as never).where(eq(table.id, id)).returning({ id: table.id });

/** Adds or changes a card product (brand, currency and face value unique together); answers its id. */
export async function saveCardProduct(db: Db, body: z.output<typeof cardProductBody>, userId: number): Promise<number> {
  const { id, ...fields } = body;
  const [same] = await db.select({ id: p.id }).from(p).where(and(eq(p.brand, fields.brand), eq(p.currency, fields.currency), eq(p.faceValue, fields.faceValue)));
  if (same && same.id !== id) throw fail.conflict(`礼品卡 ${fields.brand} ${fields.faceValue} ${fields.currency} 已存在`);
  const saved = id ? await db.update(p).set(fields).where(eq(p.id, id)).returning({ id: p.id }) : await db.insert(p).values({ ...fields, createdBy: userId }).returning({ id: p.id });
  return (await one(Promise.resolve(saved), '礼品卡信息')).id;
}

/** 礼品卡信息, SKU推广礼品, 礼品对照 (docs/domain/gifts.md, Gift information). */
export function giftInfoRoutes(): ApiRoutes {
  const productById = (db: Db, id: number) => one(db.select(productColumns).from(p).where(eq(p.id, id)).then((r) => r.map(iso)), '礼品卡信息');
  const promoColumns = { id: s.id, sku: s.sku, platform: s.platform, validFrom: s.validFrom, validTo: s.validTo, giftKind: s.giftKind, cardProductId: s.cardProductId, giftItemId: s.giftItemId, giftName: targetName('gift_sku_promotions'), enabled: s.enabled, remark: s.remark, createdAt: s.createdAt };
  const promoById = (db: Db, id: number) => one(db.select(promoColumns).from(s).where(eq(s.id, id)).then((r) => r.map(iso)), 'SKU推广礼品');
  const contrastColumns = { id: c.id, source: c.source, platform: c.platform, externalCode: c.externalCode, externalName: c.externalName, giftKind: c.giftKind, cardProductId: c.cardProductId, giftItemId: c.giftItemId, giftName: targetName('gift_contrasts'), enabled: c.enabled, remark: c.remark, createdAt: c.createdAt };
  const contrastById = (db: Db, id: number) => one(db.select(contrastColumns).from(c).where(eq(c.id, id)).then((r) => r.map(iso)), '礼品对照');

  return new ApiRoutes()
    .add(cardProductCalls.page, ({ query, deps }) => {
      const where = and(query.brand ? like(p.brand, startsWith(query.brand)) : undefined, query.currency ? eq(p.currency, query.currency) : undefined, query.enabled == null ? undefined : eq(p.enabled, query.enabled));
      return listPage(deps.db, { select: () => deps.db.select(productColumns).from(p).$dynamic(), where, order: [desc(p.id)], page: query.page, limit: query.limit, total: { table: p, cap: LIST_COUNT_CAP }, map: iso });
    })
    .add(cardProductCalls.save, async ({ body, caller, deps }) => {
      await mayWrite(caller, cardProductScreen, body.id);
      return productById(deps.db, await saveCardProduct(deps.db, body, caller.userId));
    })
    .add(cardProductCalls.setEnabled, async ({ body, deps }) => productById(deps.db, (await one(setEnabled(deps.db, p as never, body.id, body.enabled), '礼品卡信息')).id))
    .add(skuPromoteCalls.page, ({ query, deps }) => {
      const where = and(
        query.sku ? like(s.sku, startsWith(query.sku)) : undefined,
        query.platform ? like(s.platform, startsWith(query.platform)) : undefined,
        query.activeOn ? and(lte(s.validFrom, query.activeOn), or(isNull(s.validTo), gte(s.validTo, query.activeOn))) : undefined,
        query.enabled == null ? undefined : eq(s.enabled, query.enabled),
      );
      return listPage(deps.db, { select: () => deps.db.select(promoColumns).from(s).$dynamic(), where, order: [desc(s.id)], page: query.page, limit: query.limit, total: { table: s, cap: LIST_COUNT_CAP }, map: iso });
    })
    .add(skuPromoteCalls.save, async ({ body, caller, deps }) => {
      const { id, giftKind, cardProductId, giftItemId, ...fields } = body;
      await mayWrite(caller, skuPromoteGiftScreen, id);
      const values = { ...fields, validTo: fields.validTo ?? null, ...(await checkTarget(deps.db, { giftKind, cardProductId, giftItemId })) };
      const saved = id ? await deps.db.update(s).set(values).where(eq(s.id, id)).returning({ id: s.id }) : await deps.db.insert(s).values({ ...values, createdBy: caller.userId }).returning({ id: s.id });
      return promoById(deps.db, (await one(Promise.resolve(saved), 'SKU推广礼品')).id);
    })
    .add(skuPromoteCalls.setEnabled, async ({ body, deps }) => promoById(deps.db, (await one(setEnabled(deps.db, s as never, body.id, body.enabled), 'SKU推广礼品')).id))
    .add(contrastCalls.page, ({ query, deps }) => {
      const where = and(query.source ? eq(c.source, query.source) : undefined, query.externalCode ? like(c.externalCode, startsWith(query.externalCode)) : undefined, query.enabled == null ? undefined : eq(c.enabled, query.enabled));
      return listPage(deps.db, { select: () => deps.db.select(contrastColumns).from(c).$dynamic(), where, order: [desc(c.id)], page: query.page, limit: query.limit, total: { table: c, cap: LIST_COUNT_CAP }, map: iso });
    })
    .add(contrastCalls.save, async ({ body, caller, deps }) => {
      const { id, giftKind, cardProductId, giftItemId, ...fields } = body;
      await mayWrite(caller, giftContrastScreen, id);
      const [same] = await deps.db.select({ id: c.id }).from(c).where(and(eq(c.source, fields.source), eq(c.platform, fields.platform), eq(c.externalCode, fields.externalCode)));
      if (same && same.id !== id) throw fail.conflict(`外部礼品编码 ${fields.externalCode} 已有对照`);
      const values = { ...fields, ...(await checkTarget(deps.db, { giftKind, cardProductId, giftItemId })) };
      const saved = id ? await deps.db.update(c).set(values).where(eq(c.id, id)).returning({ id: c.id }) : await deps.db.insert(c).values({ ...values, createdBy: caller.userId }).returning({ id: c.id });
      return contrastById(deps.db, (await one(Promise.resolve(saved), '礼品对照')).id);
    })
    .add(contrastCalls.setEnabled, async ({ body, deps }) => contrastById(deps.db, (await one(setEnabled(deps.db, c as never, body.id, body.enabled), '礼品对照')).id))
    .add(giftChoices, async ({ deps }) => ({
      cards: await deps.db.select({ id: p.id, label: productLabel }).from(p).where(eq(p.enabled, true)).orderBy(asc(p.brand), asc(p.faceValue)),
      items: await deps.db.select({ id: giftItems.id, label: sql<string>`${giftItems.sku} || ' ' || ${giftItems.name}` }).from(giftItems).where(eq(giftItems.enabled, true)).orderBy(asc(giftItems.sku)),
    }));
}
