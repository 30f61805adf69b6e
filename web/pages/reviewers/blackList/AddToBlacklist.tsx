import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addToBlacklist } from '@shared/api/reviewers/blacklist';
import { reviewerUsers } from '@shared/api/reviewers/reviewers';
import { blackListScreen } from '@shared/api/reviewers/screens';
import { FormDialog } from '../../../components/form/FormDialog';
import { AddButton } from '../../../components/resource';
import { call, useApi } from '../../../lib/api';

/** 拉黑 on the blacklist's toolbar: a reviewer not listed yet (searched on the server by name or e-mail prefix) and the reason. */
export function AddToBlacklist({ onDone }: { onDone(): void }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { data, isLoading } = useApi(reviewerUsers.page, { limit: 20, name: search || undefined, blacklisted: 'false' }, { silent: true });
  const options = (data?.rows ?? []).map((r) => ({ value: r.id, label: `${r.name}（${r.country}，${r.email}）` }));
  return (
    <>
      <AddButton code={blackListScreen.code('add')} onClick={() => setOpen(true)}>
        拉黑
      </AddButton>
      {open && (
        <FormDialog title="拉黑测评人" visible schema={addToBlacklist.body!} initValues={{ reason: '' }} submitText="拉黑" successText="已拉黑，该测评人不能再安排到计划单" onClose={() => setOpen(false)} onSubmit={(body) => call(addToBlacklist, { body }).then(onDone)}>
          <Form.Select field="reviewerId" label="测评人" filter remote onSearch={setSearch} optionList={options} loading={isLoading} placeholder="输入姓名或邮箱搜索" emptyContent="没有匹配的测评人" style={{ width: '100%' }} />
          <Form.TextArea field="reason" label="拉黑原因" autosize rows={2} maxCount={500} />
        </FormDialog>
      )}
    </>
  );
}
