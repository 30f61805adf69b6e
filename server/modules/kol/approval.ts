import Big from 'big.js';
import { asc, eq, inArray } from 'drizzle-orm';
import { REQUIRE_CARD_FIELDS, requireFieldSet } from '@shared/api/kol/fields';
import { kolRequireScreen } from '@shared/api/kol/screens';
import { fieldTexts } from '@shared/screen';
import { kolBatchMachine } from '@shared/workflow';
import type { ApprovalSource } from '../../approvals';
import { kolAuditBatches, kolRequires, platforms } from '../../db/schema';

const b = kolAuditBatches;
const r = kolRequires;
/** A card lists at most this many requirements; the rest are one click away in the portal. */
const CARD_LINES = 10;

/**
 * KOL audit batches in the approvals inbox and on Lark cards: one decision for every requirement
 * submitted together. Decisions run through the registered auditKolProcessBatch endpoint, as the portal's.
 */
export const kolBatchApprovals: ApprovalSource = {
  machine: kolBatchMachine,
  table: b,
  kindTitles: { pending_audit: 'KOL需求审核' },

  async describe(db, ids) {
    if (!ids.length) return new Map();
    const batches = await db.select({ id: b.id, serialNo: b.serialNo, requireCount: b.requireCount }).from(b).where(inArray(b.id, ids));
    const lines = await db
      .select({ batchId: r.batchId, serialNo: r.serialNo, sku: r.sku, productName: r.productName, platformName: platforms.name, channel: r.channel, budget: r.budget, currency: r.currency, wantedPosts: r.wantedPosts, deadline: r.deadline })
      .from(r)
      .leftJoin(platforms, eq(platforms.id, r.platformId))
      .where(inArray(r.batchId, ids))
      .orderBy(asc(r.id));
    return new Map(
      batches.map((batch) => {
        const mine = lines.filter((l) => l.batchId === batch.id);
        const currencies = new Set(mine.map((l) => l.currency));
        const total = mine.reduce((sum, l) => sum.plus(l.budget), new Big(0));
        const fields = mine.slice(0, CARD_LINES).map((l) => ({
          label: l.serialNo,
          value: fieldTexts(requireFieldSet, REQUIRE_CARD_FIELDS, l as never).map((f) => f.value).filter(Boolean).join(' · '),
        }));
        if (mine.length > CARD_LINES) fields.push({ label: '其余', value: `另有 ${mine.length - CARD_LINES} 条，请在门户查看` });
        return [
          batch.id,
          {
            title: `${batch.serialNo} · ${batch.requireCount}条KOL需求`,
            // Budgets add up only within one currency; mixed batches show each line's own.
            amount: currencies.size === 1 ? total.toFixed(2) : null,
            currency: currencies.size === 1 ? [...currencies][0]! : null,
            fields,
          },
        ];
      }),
    );
  },

  portalPath: (id) => `${kolRequireScreen.path}?batchId=${id}`,
};

