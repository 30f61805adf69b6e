import { Card } from '@douyinfe/semi-ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { draftList, type MailKind, type OutboxRow } from '@shared/api/mail/outbox';
import { draftsScreen, sendListScreen } from '@shared/api/mail/screens';
import { useApi } from '../../../lib/api';
import { ComposeForm, type Draft } from '../shared/ComposeForm';

const fromDraft = (d: OutboxRow): Draft => ({ id: d.id, accountId: d.accountId, roomId: d.roomId ?? undefined, kind: d.kind as MailKind, to: d.toAddrs, cc: d.ccAddrs, subject: d.subject, body: d.body });

/** 写邮件: a new mail from any enabled mailbox, or (`?draft=id`, opened from 草稿箱) one of my drafts. */
export function WriteMail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const draftId = Number(params.get('draft'));
  const drafts = useApi(draftId > 0 ? draftList : null, { page: 1, limit: 100 });
  const draft = drafts.data?.rows.find((d) => d.id === draftId);
  if (draftId > 0 && !drafts.data) return null;
  return (
    <div className="cd-list">
      <Card className="cd-panel" title={draft ? '编辑草稿' : '写邮件'}>
        <ComposeForm
          key={draft?.id ?? 'new'}
          initial={draft ? fromDraft(draft) : { kind: 'new', to: '', cc: '', subject: '', body: '' }}
          lockAccount={Boolean(draft?.roomId)}
          onDone={(_row, sent) => navigate(sent ? sendListScreen.path : draftsScreen.path)}
        />
      </Card>
    </div>
  );
}
