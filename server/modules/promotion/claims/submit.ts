import { asc, eq } from 'drizzle-orm';
import { exceedanceText, type LimitExceedance } from '@shared/api/promotion/limits';
import type { Tx } from '../../../db/connection';
import { promotionClaimLines, promotionClaims } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { checkPromotionLimits } from '../limits/check';
import { recordPromotionSpend, type PromotionSpend } from '../limits/spends';

/** A claim's lines as spends of the ledger. */
export async function claimSpends(tx: Tx, claimId: number): Promise<{ spends: PromotionSpend[]; missingReceipt?: number }> {
  const [claim] = await tx.select({ platformId: promotionClaims.platformId, month: promotionClaims.month }).from(promotionClaims).where(eq(promotionClaims.id, claimId));
  const lines = await tx
    .select({ lineNo: promotionClaimLines.lineNo, skuId: promotionClaimLines.skuId, amountCny: promotionClaimLines.amountCny, fileIds: promotionClaimLines.fileIds })
    .from(promotionClaimLines)
    .where(eq(promotionClaimLines.claimId, claimId))
    .orderBy(asc(promotionClaimLines.lineNo));
  return {
    spends: lines.map((l) => ({ platformId: claim!.platformId, month: claim!.month, skuId: l.skuId, amountCny: l.amountCny })),
    missingReceipt: lines.find((l) => l.fileIds.length === 0)?.lineNo,
  };
}

/** What the claim as it stands would pass (its own earlier ledger rows left out). */
export async function claimExceedances(tx: Tx, claimId: number): Promise<LimitExceedance[]> {
  const { spends } = await claimSpends(tx, claimId);
  return checkPromotionLimits(tx, spends, { exclude: { kind: 'claim', id: claimId } });
}

/**
 * 提交 / 超限提交: every line has a receipt; the limits decide which of the two is allowed; the lines
 * go to the spend ledger and what was over is kept on the claim with the reason.
 */
export async function applySubmit(tx: Tx, claimId: number, action: string, reason: string | undefined) {
  const { spends, missingReceipt } = await claimSpends(tx, claimId);
  if (missingReceipt !== undefined) throw fail.badRequest(`第${missingReceipt}行明细缺少票据，请上传后再提交`);
  const over = await checkPromotionLimits(tx, spends, { exclude: { kind: 'claim', id: claimId } });
  if (action === 'submit' && over.length) throw fail.refused(`超出限额，请填写超限原因后提交：${over.map(exceedanceText).join('；')}`);
  if (action === 'submitOver' && !over.length) throw fail.refused('该报销单未超出限额，请直接提交');
  await recordPromotionSpend(tx, { kind: 'claim', id: claimId }, spends);
  return {
    // The engine stamps 提交时间 on `submit` only; 超限提交 is a submission too.
    submittedAt: new Date(),
    overLimit: over.length > 0,
    overDetail: over.length ? JSON.stringify(over) : null,
    overReason: over.length ? (reason?.trim() ?? null) : null,
    overBy: null,
    overAt: null,
    managerBy: null,
    managerAt: null,
    financeBy: null,
    financeAt: null,
  };
}
