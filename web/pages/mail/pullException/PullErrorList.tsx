import { Button, Form } from '@douyinfe/semi-ui';
import { useNavigate } from 'react-router-dom';
import { errorMailList } from '@shared/api/mail/pulls';
import { pullErrorFields } from '@shared/api/mail/recordFields';
import { pullRecordScreen } from '@shared/api/mail/screens';
import { fieldColumns } from '../../../components/fields';
import { ResourceList, useResourceList } from '../../../components/resource';
import { AccountFilter } from '../shared/AccountFilter';

const FILTERS = { accountId: '', resolved: 'false' };

/** 拉取异常: each failed pull with its reason; a later successful pull of the account marks it recovered. */
export function PullErrorList() {
  const state = useResourceList({ endpoint: errorMailList, filters: FILTERS });
  const navigate = useNavigate();
  return (
    <ResourceList
      title="拉取异常"
      state={state}
      tableKey="mail.pullErrors"
      columns={fieldColumns(pullErrorFields, ['accountEmail', 'reason', 'detail', 'retries', 'occurredAt', 'resolvedAt'])}
      emptyText="没有拉取异常"
      filterFields={
        <>
          <AccountFilter />
          <Form.Select field="resolved" label="状态" showClear style={{ width: 120 }} optionList={[{ value: 'false', label: '未恢复' }, { value: 'true', label: '已恢复' }]} />
        </>
      }
      toolbar={<Button onClick={() => navigate(pullRecordScreen.path)}>拉取记录</Button>}
    />
  );
}
