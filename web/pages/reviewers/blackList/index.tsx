import { Form } from '@douyinfe/semi-ui';
import '../../../components/table/table.css';
import { blacklistFields, blacklistPage, type BlacklistRow } from '@shared/api/reviewers/blacklist';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { actionsColumn, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { AddToBlacklist } from './AddToBlacklist';
import { RemoveAction } from './BlacklistDialogs';

const FILTERS = { reviewerName: '', active: 'true' };
const COLUMNS = ['reviewerName', 'reviewerCountry', 'reason', 'createdByName', 'createdAt', 'active', 'removedByName', 'removedAt', 'removeReason'] as const;
const ACTIVE = optionsOf({ true: '黑名单中', false: '已移出' });

/** /reviewerManager/blackList (黑名单): who is listed, why, by whom and when; 拉黑 (a reviewer and the reason; also on 测评人档案's rows) and 移出 with a reason. */
export default function BlackListPage() {
  const state = useResourceList({ endpoint: blacklistPage, filters: FILTERS });
  const columns = [
    ...fieldColumns(blacklistFields, COLUMNS, { reviewerName: { fixed: 'left' } }),
    actionsColumn(80, (r: BlacklistRow) => <RowActions>{r.active && <RemoveAction entry={r} onDone={state.refresh} />}</RowActions>),
  ];
  return (
    <ResourceList
      title="黑名单"
      state={state}
      tableKey="reviewers.blacklist"
      columns={columns as never}
      toolbar={<AddToBlacklist onDone={state.refresh} />}
      filterFields={
        <>
          <Form.Input field="reviewerName" label="测评人" showClear style={{ width: 160 }} placeholder="姓名前缀" />
          <Form.Select field="active" label="状态" showClear style={{ width: 130 }} optionList={ACTIVE} />
        </>
      }
    />
  );
}
