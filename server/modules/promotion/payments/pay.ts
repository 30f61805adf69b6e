import Big from 'big.js';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { accountAmount, type payClaimsBody, type PromotionPaymentRow } from '@shared/api/promotion/payment';
import { cashierPaymentScreen } from '@shared/api/promotion/screens';
import { reimbursementMachine } from '@shared/workflow';
import type { Db, Tx } from '../../../db/connection';
import { b2bCompanyBanks, promotionClaims, promotionPayments } from '../../../db/schema';
import { nextSerial } from '../../../db/serial';
import { fail } from '../../../http/errors';
import { runTransitionInTx, type Actor } from '../../../workflow';
import { CNY, latestRate } from '../../reference';
import { claimVisibility } from '../claims/visibility';
import { paymentById } from './queries';

/** The company account a payment leaves from: enabled, for paying; its currency. */
async function payingAccount(tx: Tx, bankId: number): Promise<{ currency: string }> {
  const [bank] = await tx
    .select({ purpose: b2bCompanyBanks.purpose, enabled: b2bCompanyBanks.enabled, accountName: b2bCompanyBanks.accountName, currency: b2bCompanyBanks.currency })
    .from(b2bCompanyBanks)
    .where(eq(b2bCompanyBanks.id, bankId));
  if (!bank) throw fail.badRequest('付款账户不存在');
  if (!bank.enabled) throw fail.refused(`付款账户“${bank.accountName}”已停用`);
  if (bank.purpose !== 'pay' && bank.purpose !== 'both') throw fail.refused(`账户“${bank.accountName}”是收款账户，不能用于付款`);
  return { currency: bank.currency };
}

/**
 * The rate a payment from an account in `currency` is converted at: the day's rate of the one
 * exchange-rate service, and the one the cashier confirmed in the dialog (claims are owed in CNY).
 */
async function payingRate(tx: Tx, currency: string, paidOn: string, confirmed: string | undefined): Promise<{ rate: string; rateDate: string }> {
  if (currency === CNY) return { rate: '1', rateDate: paidOn };
  const day = await latestRate(tx, currency, paidOn);
  if (!day) throw fail.refused(`付款账户币种为 ${currency}，${currency} 在 ${paidOn} 没有汇率，无法把人民币报销金额折成 ${currency}，请先在汇率管理中维护`);
  if (confirmed === undefined) throw fail.badRequest(`付款账户币种为 ${currency}，与报销币种人民币不同，请确认按 ${day.rateDate} 汇率 ${day.rate} 折算的付款金额`);
  if (!new Big(confirmed).eq(day.rate)) throw fail.conflict(`${currency} 在 ${paidOn} 的汇率已是 ${day.rate}（确认时为 ${confirmed}），请重新确认付款金额`);
  return { rate: day.rate, rateDate: day.rateDate };
}

/**
 * 出纳付款: one payment of several approved claims. Each claim moves to 已付款 through the workflow
 * engine in the same transaction; if any is no longer 待付款 (someone paid it first) nothing is paid.
 */
export async function payClaims(db: Db, actor: Actor, body: z.output<typeof payClaimsBody>): Promise<PromotionPaymentRow> {
  if (!actor.elements.has(cashierPaymentScreen.code('pay'))) throw fail.forbidden();
  const ids = [...new Set(body.claims.map((c) => c.id))];
  if (ids.length !== body.claims.length) throw fail.badRequest('报销单重复');
  const paymentId = await db.transaction(async (tx) => {
    const { currency } = await payingAccount(tx, body.paidFromBankId);
    const { rate, rateDate } = await payingRate(tx, currency, body.paidOn, body.exchangeRate);
    const scope = claimVisibility.scopeOf(actor);
    for (const id of ids) await claimVisibility.head(tx, id, scope);
    const claims = await tx.select({ id: promotionClaims.id, totalCny: promotionClaims.totalCny }).from(promotionClaims).where(inArray(promotionClaims.id, ids));
    const totalCny = claims.reduce((t, c) => t.plus(c.totalCny), new Big(0)).toFixed(2);
    const amount = accountAmount(
      claims.map((c) => c.totalCny),
      rate,
    );
    const [payment] = await tx
      .insert(promotionPayments)
      .values({
        serialNo: await nextSerial(tx, 'BXFK'),
        paidFromBankId: body.paidFromBankId,
        paidOn: body.paidOn,
        bankReference: body.bankReference,
        totalCny,
        currency,
        amount,
        exchangeRate: rate,
        rateDate,
        claimCount: ids.length,
        paidBy: actor.userId,
      })
      .returning({ id: promotionPayments.id, serialNo: promotionPayments.serialNo });
    for (const c of body.claims) {
      await runTransitionInTx(tx, reimbursementMachine, promotionClaims, {
        id: c.id,
        version: c.version,
        action: 'pay',
        actor,
        comment: `付款单 ${payment!.serialNo}`,
        apply: async () => ({ paymentId: payment!.id }),
      });
    }
    return payment!.id;
  });
  return paymentById(db, paymentId);
}
