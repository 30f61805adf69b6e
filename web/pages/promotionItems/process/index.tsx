import '../../../components/table/table.css';
import '../../../components/screen.css';
import { useNavigate } from 'react-router-dom';
import { Switch } from '@douyinfe/semi-ui';
import { itemApprovalScreen } from '@shared/api/promotionItems/screens';
import { promotionItemMachine } from '@shared/workflow';
import { useSession } from '../../../lib/session/SessionContext';
import { ItemList, useItemList } from '../common/ItemList';

/** What each approval code lets one decide: the states 只看待我审批 shows. */
const DECIDES = [
  [itemApprovalScreen.code('limitAudit'), 'pending_limit'],
  [itemApprovalScreen.code('audit'), 'pending_manager'],
] as const;
const SUBMITTED_TABS = promotionItemMachine.tabs.filter((s) => s !== 'draft');

/**
 * /promoteManager/itemProcessManager (项目流程): items past draft; a row opens 项目审批. 只看待我审批 is on at
 * first for a user who approves, and the tabs then are the states they decide.
 */
export default function ItemProcessPage() {
  const { can } = useSession();
  const decides = DECIDES.filter(([code]) => can(code)).map(([, status]) => status);
  // Off is 'false', not '': the URL leaves out an empty value, which would read back as the approver's default (on).
  const state = useItemList({ submitted: 'true', todo: decides.length ? 'true' : 'false' });
  const navigate = useNavigate();
  const todo = state.filters.values.todo === 'true';
  return (
    <ItemList
      onlyTabs={todo ? decides : SUBMITTED_TABS}
      title="项目流程"
      tableKey="promotion.process"
      state={state}
      columns={['serialNo', 'status', 'name', 'classify', 'platformName', 'storeName', 'amount', 'amountCny', 'overAmount', 'creatorName', 'submittedAt']}
      onOpen={(r) => navigate(`${itemApprovalScreen.path}?id=${r.id}`)}
      toolbar={
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Switch checked={todo} onChange={(on) => state.filters.apply({ ...state.filters.values, todo: on ? 'true' : 'false' })} aria-label="只看待我审批" />
          只看待我审批
        </label>
      }
    />
  );
}
