import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { payItemsBody } from '@shared/api/promotionItems/process';
import { promotionItemMachine as machine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { promoteItems } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { runTransitionInTx, type Actor } from '../../../workflow';
import { itemVisibility } from '../visibility';

export interface PaymentInput {
  paidDate: string;
  paidReference: string;
  payRemark: string | null;
}

/** The columns 付款 sets on an item. */
export const paymentColumns = (actor: Actor, p: PaymentInput) => ({ paidDate: p.paidDate, paidReference: p.paidReference, payRemark: p.payRemark, paidBy: actor.userId, paidAt: new Date() });

/** 付款 of several approved items with one date and bank reference: all or nothing. */
export async function payItems(db: Db, actor: Actor, input: z.output<typeof payItemsBody>) {
  const ids = input.items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw fail.badRequest('推广项目不能重复');
  return db.transaction(async (tx) => {
    const paid = [];
    for (const { id, version } of input.items) {
      await itemVisibility.head(tx, id, itemVisibility.scopeOf(actor));
      const moved = await runTransitionInTx(tx, machine, promoteItems, { id, version, action: 'pay', actor, comment: input.payRemark ?? undefined, apply: async () => paymentColumns(actor, input) });
      const [row] = await tx.select({ serialNo: promoteItems.serialNo }).from(promoteItems).where(eq(promoteItems.id, id));
      paid.push({ id, serialNo: row!.serialNo, status: moved.to, version: moved.version });
    }
    return paid;
  });
}
