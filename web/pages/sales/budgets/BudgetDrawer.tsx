import { useNavigate } from 'react-router-dom';
import { budgetDetailGet, budgetLog, budgetTransitions } from '@shared/api/sales/budget';
import { budgetFields } from '@shared/api/sales/recordFields';
import { budgetDetailScreen } from '@shared/api/sales/screens';
import { budgetMachine } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import { DetailSheet } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { BudgetSections } from './BudgetSections';

export const BUDGET_NAMES = ['storeName', 'year', 'totalQty', 'totalAmount', 'creatorName', 'createdAt', 'submittedAt', 'auditorName', 'auditedAt'] as const;

/** A budget: its figures, the actions allowed now, budget against actual, its lines, the audit log; 全屏查看 opens budget-detail. */
export function BudgetDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const navigate = useNavigate();
  const detail = useApi(budgetDetailGet, { id });
  const log = useApi(budgetLog, { budgetId: id });
  const b = detail.data;
  return (
    <DetailSheet
      machine={budgetMachine}
      record={b}
      heading={b?.serialNo}
      fields={budgetFields}
      names={BUDGET_NAMES}
      transitions={budgetTransitions}
      log={log.data}
      onClose={onClose}
      onChanged={onChanged}
      reload={() => Promise.all([detail.mutate(), log.mutate()])}
      buttons={<LockButton onClick={() => navigate(`${budgetDetailScreen.path}?id=${id}`)}>全屏查看</LockButton>}
    >
      <BudgetSections budget={b} />
    </DetailSheet>
  );
}
