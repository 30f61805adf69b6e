import { and, asc, eq, sql } from 'drizzle-orm';
import type { RevealedCard } from '@shared/api/gifts/grants';
import { giftGrantMachine as machine } from '@shared/workflow';
import type { AppDeps } from '../../../deps';
import type { Tx } from '../../../db/connection';
import { giftCards, giftGrants } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { recordEdited, type Actor, type CurrentRecord } from '../../../workflow';
import { cardKey, maskCode, openSecret } from '../cardSecret';
import { grantVisibility } from '../visibility';
import { putStock, takeStock } from '../stockMoves';

type Grant = typeof giftGrants.$inferSelect;

async function grantOf(tx: Tx, id: number): Promise<Grant> {
  const [grant] = await tx.select().from(giftGrants).where(eq(giftGrants.id, id));
  return grant!;
}

/**
 * Takes the available, unexpired card of the grant's brand, currency and face value that expires first
 * (else the oldest) and marks it used for
 * this grant. `for update skip locked`: two grants sent at once never get the same card.
 */
async function useCard(tx: Tx, grant: Grant, actor: Actor): Promise<number> {
  const c = giftCards;
  const [card] = await tx
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.brand, grant.cardBrand!),
        eq(c.currency, grant.currency),
        sql`${c.faceValue} = ${grant.value}`,
        eq(c.status, 'available'),
        // An expired card is never sent.
        sql`(${c.expiresOn} is null or ${c.expiresOn} >= to_char(current_date, 'YYYY-MM-DD'))`,
      ),
    )
    // The one expiring first goes first; then the oldest.
    .orderBy(sql`${c.expiresOn} asc nulls last`, asc(c.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!card) throw fail.refused(`卡库中没有可用的 ${grant.cardBrand} ${grant.currency} ${grant.value} 礼品卡，请先入库`);
  await tx.update(c).set({ status: 'used', grantId: grant.id, usedBy: actor.userId, usedAt: new Date() }).where(eq(c.id, card.id));
  return card.id;
}

/** 发放: a card is taken from the depot and used; a physical gift leaves its warehouse's stock. */
export async function applySend(tx: Tx, record: CurrentRecord, actor: Actor, tracking: { carrier: string | null; trackingNo: string | null }) {
  const grant = await grantOf(tx, record.id);
  const sent = { sentBy: actor.userId, sentAt: new Date() };
  if (grant.giftKind === 'card') return { ...sent, cardId: await useCard(tx, grant, actor) };
  await takeStock(tx, { giftId: grant.giftId!, warehouseId: grant.warehouseId!, quantity: grant.quantity, reason: 'grant', grantId: grant.id, userId: actor.userId });
  return { ...sent, carrier: tracking.carrier, trackingNo: tracking.trackingNo };
}

/** 退回: a physical gift goes back into its warehouse; a card stays used (a code is used once). */
export async function applyReturn(tx: Tx, record: CurrentRecord, actor: Actor, comment: string | undefined) {
  const grant = await grantOf(tx, record.id);
  if (grant.giftKind === 'physical') {
    await putStock(tx, { giftId: grant.giftId!, warehouseId: grant.warehouseId!, quantity: grant.quantity, reason: 'return', grantId: grant.id, remark: comment, userId: actor.userId });
  }
  return { returnedAt: new Date() };
}

/**
 * The code and PIN of a sent card, to the user who sent it only; every reveal is written to the grant's log.
 * Anyone else (even a manager) sees the mask.
 */
export async function revealCard(deps: Pick<AppDeps, 'db' | 'config'>, actor: Actor, grantId: number): Promise<RevealedCard> {
  return deps.db.transaction(async (tx) => {
    const head = await grantVisibility.head(tx, grantId, grantVisibility.scopeOf(actor));
    const grant = await grantOf(tx, head.id);
    if (grant.giftKind !== 'card' || !grant.cardId) throw fail.refused('该礼品发放没有已发放的礼品卡');
    if (grant.sentBy !== actor.userId) throw fail.refused('只有发放人可以查看礼品卡卡号');
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, grant.cardId));
    const key = cardKey(deps.config);
    await recordEdited(tx, machine, head, actor, 'revealCode', `查看礼品卡 ${maskCode(card!.codeTail)}`);
    return {
      cardId: card!.id,
      brand: card!.brand,
      currency: card!.currency,
      faceValue: card!.faceValue,
      code: openSecret(key, card!.codeCipher),
      pin: card!.pinCipher ? openSecret(key, card!.pinCipher) : null,
    };
  });
}
