import { itemViewScreens } from '@shared/api/promotionItems/screens';
import { promoteItems } from '../../db/schema';
import { defineVisibility } from '../../http/visibility';

/** Promotion items: their creator sees them; viewAll on any item screen (approvers, cashier) sees every one. */
export const itemVisibility = defineVisibility({ screens: itemViewScreens.map((s) => s.path), owner: promoteItems.createdBy, title: '推广项目' });
