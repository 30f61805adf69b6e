import { Form } from '@douyinfe/semi-ui';
import { pullLogList, pullStatuses } from '@shared/api/mail/pulls';
import { pullLogFields } from '@shared/api/mail/recordFields';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { ResourceList, useResourceList } from '../../../components/resource';
import { AccountFilter } from '../shared/AccountFilter';

const FILTERS = { accountId: '', status: '' };

/** 拉取记录: every pull, scheduled or by hand, newest first (opened from 拉取异常 and 邮箱账号). */
export function PullLogList() {
  const state = useResourceList({ endpoint: pullLogList, filters: FILTERS });
  return (
    <ResourceList
      title="拉取记录"
      state={state}
      tableKey="mail.pullLogs"
      columns={fieldColumns(pullLogFields, ['accountEmail', 'trigger', 'status', 'fetched', 'created', 'duplicates', 'error', 'startedAt', 'finishedAt'], {
        status: { looks: { ok: { text: '成功', color: 'green' }, failed: { text: '失败', color: 'red' }, running: { text: '拉取中', color: 'blue' } } },
      })}
      filterFields={
        <>
          <AccountFilter />
          <Form.Select field="status" label="结果" showClear style={{ width: 110 }} optionList={optionsOf(pullStatuses)} />
        </>
      }
    />
  );
}
