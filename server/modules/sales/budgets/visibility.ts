import { budgetScreen } from '@shared/api/sales/screens';
import { saleBudgets } from '../../../db/schema';
import { defineVisibility } from '../../../http/visibility';

/** Operators see their own budgets; holders of budget-list:btn_viewAll (managers) see every budget. */
export const budgetVisibility = defineVisibility({ screens: [budgetScreen.path], owner: saleBudgets.createdBy, title: '年度预算' });
