import { asc, eq } from 'drizzle-orm';
import type { ClaimDetail } from '@shared/api/promotion/claim';
import type { LimitExceedance } from '@shared/api/promotion/limits';
import type { Db } from '../../../db/connection';
import { b2bCompanyBanks, baseSkus, promotionAccountCompanies, promotionClaimLines as l, promotionClaims, promotionPayments } from '../../../db/schema';
import { fail } from '../../../http/errors';
import type { Actor } from '../../../workflow';
import { claimReceipts } from './attachments';
import { selectClaimRows, toClaimRow } from './queries';
import { claimVisibility } from './visibility';

/** One claim as its drawer, approval page and print form show it. */
export async function claimDetail(db: Db, actor: Actor, id: number): Promise<ClaimDetail> {
  await claimVisibility.head(db, id, claimVisibility.scopeOf(actor));
  const [row] = await selectClaimRows(db, {}).where(eq(promotionClaims.id, id));
  if (!row) throw fail.notFound('报销单不存在');
  const [extra] = await db
    .select({
      overDetail: promotionClaims.overDetail,
      overReason: promotionClaims.overReason,
      account: promotionAccountCompanies.account,
      bankName: b2bCompanyBanks.bankName,
      bankAccountName: b2bCompanyBanks.accountName,
      bankReference: promotionPayments.bankReference,
    })
    .from(promotionClaims)
    .leftJoin(promotionAccountCompanies, eq(promotionAccountCompanies.id, promotionClaims.accountCompanyId))
    .leftJoin(promotionPayments, eq(promotionPayments.id, promotionClaims.paymentId))
    .leftJoin(b2bCompanyBanks, eq(b2bCompanyBanks.id, promotionPayments.paidFromBankId))
    .where(eq(promotionClaims.id, id));
  const lines = await db
    .select({ id: l.id, lineNo: l.lineNo, skuId: l.skuId, sku: baseSkus.sku, description: l.description, spentOn: l.spentOn, currency: l.currency, amount: l.amount, exchangeRate: l.exchangeRate, rateDate: l.rateDate, amountCny: l.amountCny, fileIds: l.fileIds })
    .from(l)
    .leftJoin(baseSkus, eq(baseSkus.id, l.skuId))
    .where(eq(l.claimId, id))
    .orderBy(asc(l.lineNo));
  const claim = toClaimRow(row);
  return {
    ...claim,
    accountCompanyAccount: extra?.account ?? null,
    overDetail: extra?.overDetail ? (JSON.parse(extra.overDetail) as LimitExceedance[]) : [],
    overReason: extra?.overReason ?? null,
    lines: lines.map((x) => ({ ...x, exchangeRate: x.exchangeRate.replace(/0+$/, '').replace(/\.$/, '') })),
    attachments: await claimReceipts(db, id),
    paidFromBank: extra?.bankName ? `${extra.bankAccountName}（${extra.bankName}）` : null,
    bankReference: extra?.bankReference ?? null,
    editable: claim.createdBy === actor.userId && (claim.status === 'draft' || claim.status === 'rejected'),
  };
}
