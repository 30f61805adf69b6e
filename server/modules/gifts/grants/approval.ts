import { eq, inArray } from 'drizzle-orm';
import { grantFields } from '@shared/api/gifts/recordFields';
import { grantScreen } from '@shared/api/gifts/screens';
import { fieldTexts } from '@shared/screen';
import { giftGrantMachine } from '@shared/workflow';
import type { ApprovalSource } from '../../../approvals';
import { giftGrants, giftItems } from '../../../db/schema';

const g = giftGrants;

/** What a card and the approvals inbox show of a grant, labelled and formatted as everywhere else. */
const CARD_FIELDS = ['recipientName', 'reasonType', 'orderNo', 'giftKind', 'giftName', 'quantity', 'value', 'reason'] as const;

/**
 * Gift grants in the approvals inbox and on Lark cards: the manager's approval. Decisions run through the
 * registered audit endpoint (routes.ts), exactly as the portal's 审批 does.
 */
export const grantApprovals: ApprovalSource = {
  machine: giftGrantMachine,
  table: g,
  kindTitles: { pending_approval: '礼品发放审批' },

  async describe(db, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        id: g.id,
        serialNo: g.serialNo,
        recipientName: g.recipientName,
        reasonType: g.reasonType,
        reason: g.reason,
        orderNo: g.orderNo,
        giftKind: g.giftKind,
        cardBrand: g.cardBrand,
        giftName: giftItems.name,
        quantity: g.quantity,
        currency: g.currency,
        value: g.value,
      })
      .from(g)
      .leftJoin(giftItems, eq(giftItems.id, g.giftId))
      .where(inArray(g.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          title: `${r.serialNo} · ${r.recipientName}`,
          amount: r.value,
          currency: r.currency,
          fields: fieldTexts(grantFields, CARD_FIELDS, { ...r, giftName: r.giftName ?? r.cardBrand }),
        },
      ]),
    );
  },

  portalPath: (id) => `${grantScreen.path}?id=${id}`,
};

