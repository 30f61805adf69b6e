import { inArray } from 'drizzle-orm';
import { itemFields } from '@shared/api/promotionItems/recordFields';
import { itemApprovalScreen } from '@shared/api/promotionItems/screens';
import { fieldTexts } from '@shared/screen';
import { promotionItemMachine } from '@shared/workflow';
import type { ApprovalSource } from '../../approvals';
import { promoteItems } from '../../db/schema';
import { selectItemRows, toItemRow } from './items/queries';

/** What a card and the approvals inbox show of an item, labelled and formatted as everywhere else. */
const CARD_FIELDS = ['name', 'classify', 'platformName', 'storeName', 'accountCompanyName', 'skus', 'amount', 'amountCny', 'periodStart', 'periodEnd', 'overAmount', 'overReason', 'creatorName'] as const;

/**
 * Promotion items in the approvals inbox and on Lark cards: 超限审批 (finance) and 经理审批. Decisions run
 * through the registered auditItemLimit / auditItem endpoints, exactly as the approval page's buttons.
 */
export const promoteItemApprovals: ApprovalSource = {
  machine: promotionItemMachine,
  table: promoteItems,
  kindTitles: { pending_limit: '推广项目超限审批', pending_manager: '推广项目审批' },

  async describe(db, ids) {
    if (!ids.length) return new Map();
    const rows = await selectItemRows(db, { overReason: promoteItems.overReason } as never).where(inArray(promoteItems.id, ids));
    return new Map(
      rows.map((raw) => {
        const r = { ...toItemRow(raw), overReason: (raw as unknown as { overReason: string | null }).overReason };
        return [r.id, { title: `${r.serialNo} · ${r.name}`, amount: r.amount, currency: r.currency, fields: fieldTexts(itemFields, CARD_FIELDS, r) }];
      }),
    );
  },

  portalPath: (id) => `${itemApprovalScreen.path}?id=${id}`,
};

