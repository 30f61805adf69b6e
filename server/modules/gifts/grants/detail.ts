import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GrantDetail } from '@shared/api/gifts/grants';
import { giftGrantMachine as machine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { giftCards, giftGrants, giftItems, giftWarehouses, users } from '../../../db/schema';
import { actionsFor, type Actor } from '../../../workflow';
import { grantVisibility } from '../visibility';
import { grantCreator, grantRowColumns, toGrantRow } from './queries';
import { isoOrNull } from '../../../http/time';

const approver = alias(users, 'grant_approver');
const sender = alias(users, 'grant_sender');
const g = giftGrants;

/** A grant as its drawer shows it, with what the caller may do now; a card only masked. */
export async function grantDetail(db: Db, actor: Actor, id: number): Promise<GrantDetail> {
  await grantVisibility.head(db, id, grantVisibility.scopeOf(actor));
  const [r] = await db
    .select({
      ...grantRowColumns,
      recipientEmail: g.recipientEmail,
      recipientPhone: g.recipientPhone,
      recipientAddress: g.recipientAddress,
      reason: g.reason,
      platform: g.platform,
      reviewId: g.reviewId,
      cardBrand: g.cardBrand,
      giftId: g.giftId,
      warehouseId: g.warehouseId,
      warehouseName: giftWarehouses.name,
      carrier: g.carrier,
      approverName: approver.name,
      senderName: sender.name,
      sentBy: g.sentBy,
      deliveredAt: g.deliveredAt,
      returnedAt: g.returnedAt,
    })
    .from(g)
    .leftJoin(giftItems, eq(giftItems.id, g.giftId))
    .leftJoin(giftCards, eq(giftCards.id, g.cardId))
    .leftJoin(grantCreator, eq(grantCreator.id, g.createdBy))
    .leftJoin(giftWarehouses, eq(giftWarehouses.id, g.warehouseId))
    .leftJoin(approver, eq(approver.id, g.approvedBy))
    .leftJoin(sender, eq(sender.id, g.sentBy))
    .where(eq(g.id, id));
  const { deliveredAt, returnedAt, cardTail, ...row } = r!;
  return {
    ...row,
    ...toGrantRow(r!),
    deliveredAt: isoOrNull(deliveredAt),
    returnedAt: isoOrNull(returnedAt),
    actions: actionsFor(machine, row, actor),
    editable: row.createdBy === actor.userId && (row.status === 'draft' || row.status === 'rejected'),
    mayReveal: row.giftKind === 'card' && row.sentBy === actor.userId && cardTail !== null,
  };
}
