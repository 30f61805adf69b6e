import { Form } from '@douyinfe/semi-ui';
import { useNavigate } from 'react-router-dom';
import { delDraft, draftList, sentList, type OutboxRow } from '@shared/api/mail/outbox';
import { outboxFields } from '@shared/api/mail/recordFields';
import { draftsScreen, writeMailScreen } from '@shared/api/mail/screens';
import { fieldColumns } from '../../../components/fields';
import { actionsColumn, DeleteAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';
import { AccountFilter } from './AccountFilter';

const FILTERS = { accountId: '', keyword: '' };
const subject = { render: (r: OutboxRow) => r.subject || '（无主题）' };

/** 已发送 (`sent`, failed sends included with their reason) and 草稿箱 (`drafts`: open to go on writing, delete). */
export function OutboxList({ mode }: { mode: 'sent' | 'drafts' }) {
  const state = useResourceList({ endpoint: mode === 'sent' ? sentList : draftList, filters: FILTERS });
  const navigate = useNavigate();
  const columns =
    mode === 'sent'
      ? fieldColumns(outboxFields, ['subject', 'toAddrs', 'ccAddrs', 'kind', 'accountEmail', 'status', 'error', 'createdByName', 'sentAt'], {
          subject,
          status: { looks: { sent: { text: '已发送', color: 'green' }, failed: { text: '发送失败', color: 'red' }, draft: { text: '草稿', color: 'grey' } } },
        })
      : [
          ...fieldColumns(outboxFields, ['subject', 'toAddrs', 'kind', 'accountEmail', 'updatedAt'], { subject }),
          actionsColumn(90, (r: OutboxRow) => (
            <RowActions>
              <DeleteAction code={draftsScreen.code('del')} title={`删除草稿「${r.subject || '（无主题）'}」？`} content="删除后不能恢复。" onDelete={() => call(delDraft, { query: { id: r.id } })} onDeleted={state.refresh} />
            </RowActions>
          )),
        ];
  return (
    <ResourceList
      title={mode === 'sent' ? '已发送邮件' : '草稿'}
      state={state}
      tableKey={mode === 'sent' ? 'mail.sent' : 'mail.drafts'}
      columns={columns}
      open={mode === 'drafts' ? { column: 'subject', onOpen: (r) => navigate(`${writeMailScreen.path}?draft=${r.id}`) } : undefined}
      filterFields={
        <>
          <Form.Input field="keyword" label="关键词" showClear style={{ width: 200 }} placeholder="收件人/主题" />
          <AccountFilter />
        </>
      }
    />
  );
}
