import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { addCard, cardPage, cardStock, voidCard } from '@shared/api/gifts/cards';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { giftCardProducts, giftCards, giftGrants, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo, matches } from '../../db/conditions';
import { cardKey, codeDigest, codeTail, maskCode, sealSecret } from './cardSecret';
import { startsWith } from '../../db/like';

const c = giftCards;

/** The list columns: never the ciphertext. */
export const selectCards = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({ id: c.id, brand: c.brand, currency: c.currency, faceValue: c.faceValue, codeTail: c.codeTail, status: c.status, grantSerialNo: giftGrants.serialNo, usedByName: users.name, usedAt: c.usedAt, expiresOn: c.expiresOn, createdAt: c.createdAt, ...(extra as X) })
    .from(c)
    .leftJoin(giftGrants, eq(giftGrants.id, c.grantId))
    .leftJoin(users, eq(users.id, c.usedBy))
    .$dynamic();
type Selected = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

export const toCard = ({ codeTail: tail, ...r }: Selected) => ({ ...r, codeMasked: maskCode(tail), usedAt: r.usedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() });

/** What the card list is filtered by (礼品卡库). */
export interface CardFilter {
  brand?: string;
  currency?: string;
  status?: string;
}

/** The values a card list's conditions take (the brand a prefix ready for LIKE); undefined ones are absent. */
export const cardValues = (f: CardFilter) => ({
  brand: f.brand ? startsWith(f.brand) : undefined,
  currency: f.currency || undefined,
  status: f.status || undefined,
});
type CardValues = ReturnType<typeof cardValues>;

const cardConditions = conditionsOf<CardValues>({ brand: matches(c.brand), currency: eqTo(c.currency), status: eqTo(c.status) });

/** Conditions of the card list built directly. */
export function cardWhere(f: CardFilter): SQL | undefined {
  const v = presentOf(cardValues(f));
  return cardConditions(v, direct(v as CardValues));
}

async function cardById(db: Db, id: number) {
  const [row] = await selectCards(db).where(eq(c.id, id));
  if (!row) throw fail.notFound('礼品卡不存在');
  return toCard(row);
}

export interface NewCard {
  brand: string;
  currency: string;
  faceValue: string;
  code: string;
  pin?: string | null;
  expiresOn?: string | null;
}

/** A card enters the depot only as an enabled card product (礼品卡信息) of the same brand, currency and face value. */
export async function checkCardProduct(db: Db, card: NewCard): Promise<void> {
  const p = giftCardProducts;
  const [product] = await db
    .select({ enabled: p.enabled })
    .from(p)
    .where(and(eq(p.brand, card.brand), eq(p.currency, card.currency), eq(p.faceValue, card.faceValue)));
  const label = `${card.brand} ${card.faceValue} ${card.currency}`;
  if (!product) throw fail.badRequest(`礼品卡信息中没有 ${label}（品牌、币种、面值须一致），请先在“礼品卡信息”中添加该卡种再入库`);
  if (!product.enabled) throw fail.badRequest(`礼品卡信息 ${label} 已停用，不能入库`);
}

/** Stores one card, its code and PIN sealed: only as a known card product; the same code twice is refused. */
export async function storeCard(deps: { db: Db; config: Pick<Config, 'giftCardKey' | 'dataDir'> }, card: NewCard, userId: number): Promise<number> {
  await checkCardProduct(deps.db, card);
  const key = cardKey(deps.config);
  const digest = codeDigest(key, card.code);
  const [row] = await deps.db
    .insert(c)
    .values({
      brand: card.brand,
      currency: card.currency,
      faceValue: card.faceValue,
      codeCipher: sealSecret(key, card.code),
      pinCipher: card.pin ? sealSecret(key, card.pin) : null,
      codeDigest: digest,
      codeTail: codeTail(card.code),
      expiresOn: card.expiresOn ?? null,
      createdBy: userId,
    })
    .onConflictDoNothing()
    .returning({ id: c.id });
  if (!row) throw fail.conflict(`卡号 ${maskCode(codeTail(card.code))} 已在卡库中，不能重复入库`);
  return row.id;
}

/** 礼品卡库 (giftcardDepotManager): masked list, add, void, available summary. */
export function giftCardRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(cardPage, ({ query, deps }) => {
      const { page, limit, ...filter } = query;
      return countedListPage(deps.db, {
        name: 'gift_cards',
        values: cardValues(filter),
        conditions: cardConditions,
        select: (extra) => selectCards(deps.db, extra),
        order: [desc(c.id)],
        counted: c,
        cap: LIST_COUNT_CAP,
        page,
        limit,
        map: toCard,
      });
    })
    .add(addCard, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return cardById(deps.db, await storeCard(deps, body, caller.userId));
    })
    .add(voidCard, async ({ body, deps }) => {
      const [row] = await deps.db.update(c).set({ status: 'void' }).where(and(eq(c.id, body.id), eq(c.status, 'available'))).returning({ id: c.id });
      if (!row) {
        const [card] = await deps.db.select({ status: c.status }).from(c).where(eq(c.id, body.id));
        if (!card) throw fail.notFound('礼品卡不存在');
        throw fail.refused(card.status === 'used' ? '该礼品卡已使用，不能作废' : '该礼品卡已作废');
      }
      return cardById(deps.db, row.id);
    })
    .add(cardStock, async ({ deps }) =>
      deps.db
        .select({ brand: c.brand, currency: c.currency, faceValue: c.faceValue, available: sql<number>`count(*)::int` })
        .from(c)
        .where(and(eq(c.status, 'available'), sql`(${c.expiresOn} is null or ${c.expiresOn} >= to_char(current_date, 'YYYY-MM-DD'))`))
        .groupBy(c.brand, c.currency, c.faceValue)
        .orderBy(asc(c.brand), asc(c.currency), asc(c.faceValue)),
    );
}
