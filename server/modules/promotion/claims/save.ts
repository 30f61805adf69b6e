import Big from 'big.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveClaimBody } from '@shared/api/promotion/claim';
import { claimScreen } from '@shared/api/promotion/screens';
import { reimbursementMachine, stateLabel } from '@shared/workflow';
import type { Db, Tx } from '../../../db/connection';
import { baseSkus, platforms, promotionAccountCompanies, promotionClaimLines, promotionClaims } from '../../../db/schema';
import { nextSerial } from '../../../db/serial';
import { fail } from '../../../http/errors';
import type { VisibleHead } from '../../../http/visibility';
import { bumpVersion, recordCreated, recordEdited, type Actor } from '../../../workflow';
import { rateOn } from '../../reference';
import { syncReceipts } from './attachments';
import { claimVisibility } from './visibility';

export type SaveClaimInput = z.output<typeof saveClaimBody>;
const machine = reimbursementMachine;

/** Fields and receipts change only in draft or rejected, only by the claimant. */
export function assertEditable(head: VisibleHead, actor: Pick<Actor, 'userId'>): void {
  if (head.createdBy !== actor.userId) throw fail.refused(`只有创建人可以修改该${machine.title}`);
  if (head.status !== 'draft' && head.status !== 'rejected') throw fail.refused(`${machine.title}当前状态为“${stateLabel(machine, head.status)}”，不能修改`);
}

/** The platform is enabled and the account company is one of its enabled ones. */
async function checkHeader(tx: Tx, input: SaveClaimInput): Promise<void> {
  const [platform] = await tx.select({ enabled: platforms.enabled }).from(platforms).where(eq(platforms.id, input.platformId));
  if (!platform?.enabled) throw fail.badRequest('平台不存在或已停用');
  const [company] = await tx
    .select({ enabled: promotionAccountCompanies.enabled })
    .from(promotionAccountCompanies)
    .where(and(eq(promotionAccountCompanies.id, input.accountCompanyId), eq(promotionAccountCompanies.platformId, input.platformId)));
  if (!company) throw fail.badRequest('账户公司不属于所选平台');
  if (!company.enabled) throw fail.refused('账户公司已停用');
}

/** An amount in CNY at the rate of its day (the one exchange-rate service), two decimals, half up: a claim line's, and the form's live check. */
export async function priced(db: Pick<Db, 'select'>, currency: string, amount: string, day?: string) {
  const rate = await rateOn(db, currency, day);
  return { rate, amountCny: new Big(amount).times(rate.rate).round(2, Big.roundHalfUp).toFixed(2) };
}

/** Each line with the rate of its day (the one exchange-rate service) and its CNY amount. */
async function pricedLines(tx: Tx, input: SaveClaimInput) {
  const skuIds = [...new Set(input.lines.map((l) => l.skuId).filter((x): x is number => x !== null))];
  if (skuIds.length) {
    const found = await tx.select({ id: baseSkus.id }).from(baseSkus).where(inArray(baseSkus.id, skuIds));
    if (found.length !== skuIds.length) throw fail.badRequest('SKU不存在');
  }
  return Promise.all(
    input.lines.map(async (l, i) => {
      const { rate, amountCny } = await priced(tx, l.currency, l.amount, l.spentOn);
      return { lineNo: i + 1, skuId: l.skuId, description: l.description, spentOn: l.spentOn, currency: l.currency, amount: l.amount, exchangeRate: rate.rate, rateDate: rate.rateDate, amountCny, fileIds: [...new Set(l.fileIds)] };
    }),
  );
}

/**
 * 保存 (draft): creates a claim or edits one (claimant only, draft or rejected, version checked),
 * prices each line at the rate of its day, keeps the receipts attached to the claim; logged.
 */
export async function saveClaim(db: Db, actor: Actor, input: SaveClaimInput): Promise<{ id: number; serialNo: string; status: string; version: number }> {
  if (!actor.elements.has(claimScreen.code('add'))) throw fail.forbidden();
  return db.transaction(async (tx) => {
    await checkHeader(tx, input);
    const lines = await pricedLines(tx, input);
    const totalCny = lines.reduce((t, l) => t.plus(l.amountCny), new Big(0)).toFixed(2);
    const header = { platformId: input.platformId, accountCompanyId: input.accountCompanyId, promoteType: input.promoteType, month: input.month, purpose: input.purpose, totalCny };
    let saved: { id: number; serialNo: string; status: string; version: number };
    if (input.id === undefined) {
      const serialNo = await nextSerial(tx, 'BX');
      const [row] = await tx
        .insert(promotionClaims)
        .values({ ...header, serialNo, status: 'draft', createdBy: actor.userId })
        .returning({ id: promotionClaims.id, serialNo: promotionClaims.serialNo, status: promotionClaims.status, version: promotionClaims.version });
      saved = row!;
      await recordCreated(tx, machine, saved.id, 'draft', actor);
    } else {
      const head = await claimVisibility.head(tx, input.id, claimVisibility.scopeOf(actor), { lock: true });
      assertEditable(head, actor);
      const version = await bumpVersion(tx, promotionClaims, head, input.version, machine.title);
      const [row] = await tx.update(promotionClaims).set(header).where(eq(promotionClaims.id, head.id)).returning({ serialNo: promotionClaims.serialNo });
      await tx.delete(promotionClaimLines).where(eq(promotionClaimLines.claimId, head.id));
      await recordEdited(tx, machine, head, actor);
      saved = { id: head.id, serialNo: row!.serialNo, status: head.status, version };
    }
    await tx.insert(promotionClaimLines).values(lines.map((l) => ({ ...l, claimId: saved.id })));
    await syncReceipts(tx, actor, saved.id, lines.flatMap((l) => l.fileIds));
    return saved;
  });
}
