import { inArray } from 'drizzle-orm';
import { claimApprovalScreen } from '@shared/api/promotion/screens';
import { claimFields } from '@shared/api/promotion/recordFields';
import { fieldTexts } from '@shared/screen';
import { reimbursementMachine } from '@shared/workflow';
import type { ApprovalSource } from '../../../approvals';
import { promotionClaims } from '../../../db/schema';
import { selectClaimRows, toClaimRow } from './queries';

/** What a card and the approvals inbox show of a claim, labelled and formatted as everywhere else. */
const CARD_FIELDS = ['creatorName', 'platformName', 'accountCompanyName', 'promoteType', 'month', 'purpose', 'totalCny', 'overLimit'] as const;

/**
 * Reimbursement claims in the approvals inbox, the widget and on Lark cards: the over-limit step, the
 * manager's and finance's approval. Decisions run through the registered transition endpoints
 * (overLimitAudit, managerAudit, financeAudit), as the portal's.
 */
export const reimbursementApprovals: ApprovalSource = {
  machine: reimbursementMachine,
  table: promotionClaims,
  kindTitles: { pending_over: '报销超限审批', pending_manager: '报销主管审批', pending_finance: '报销财务审批' },

  async describe(db, ids) {
    if (!ids.length) return new Map();
    const rows = await selectClaimRows(db).where(inArray(promotionClaims.id, ids));
    return new Map(
      rows.map((r) => {
        const row = toClaimRow(r);
        return [row.id, { title: `${row.serialNo} · ${row.creatorName ?? ''}`, amount: row.totalCny, currency: 'CNY', fields: fieldTexts(claimFields, CARD_FIELDS, row) }];
      }),
    );
  },

  portalPath: (id) => `${claimApprovalScreen.path}?id=${id}`,
};
