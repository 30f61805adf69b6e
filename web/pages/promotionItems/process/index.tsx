import '../../../components/table/table.css';
import '../../../components/screen.css';
import { useNavigate } from 'react-router-dom';
import { Switch } from '@douyinfe/semi-ui';
import { itemApprovalScreen } from '@shared/api/promotionItems/screens';
import { ItemList, useItemList } from '../common/ItemList';

/** /promoteManager/itemProcessManager (项目流程): items past draft, 待我审批 first; a row opens 项目审批. */
export default function ItemProcessPage() {
  const state = useItemList({ submitted: 'true', todo: 'true' });
  const navigate = useNavigate();
  const todo = state.filters.values.todo === 'true';
  return (
    <ItemList
      title="项目流程"
      tableKey="promotion.process"
      state={state}
      columns={['serialNo', 'status', 'name', 'classify', 'platformName', 'storeName', 'amount', 'amountCny', 'overAmount', 'creatorName', 'submittedAt']}
      onOpen={(r) => navigate(`${itemApprovalScreen.path}?id=${r.id}`)}
      toolbar={
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Switch checked={todo} onChange={(on) => state.filters.apply({ ...state.filters.values, todo: on ? 'true' : '' })} aria-label="只看待我审批" />
          只看待我审批
        </label>
      }
    />
  );
}
