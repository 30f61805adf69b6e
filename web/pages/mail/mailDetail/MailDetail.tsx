import { useState } from 'react';
import { Button, Card, Empty, Space, Typography } from '@douyinfe/semi-ui';
import { useNavigate } from 'react-router-dom';
import { MAIL_KINDS, type MailKind } from '@shared/api/mail/outbox';
import { changeCustomerUser, changeStatus, mailAttachment, roomDetail } from '@shared/api/mail/rooms';
import { mailPoolScreen, myMailsScreen, sendListScreen } from '@shared/api/mail/screens';
import { mailRoomMachine } from '@shared/workflow/mail';
import { LockButton } from '../../../components/LockButton';
import { runTransition } from '../../../components/resource';
import { useRecordParam } from '../../../components/resource/useRecordDrawer';
import { WorkflowActions, WorkflowStatusTag } from '../../../components/workflow';
import { call, download, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';
import { useSession } from '../../../lib/session/SessionContext';
import { ComposeForm } from '../shared/ComposeForm';
import { LabelTag } from '../shared/LabelTag';
import { LabelsDialog, TransferDialog } from '../shared/RoomDialogs';
import { MessageCard } from './MessageCard';
import { replyDraft } from './replyDraft';

/** 会话详情: the thread, the conversation's state and labels, and replying (回复 / 回复全部 / 转发) with a template. */
export function MailDetail() {
  const id = useRecordParam() ?? 0;
  const detail = useApi(id > 0 ? roomDetail : null, undefined, { params: { id } });
  const navigate = useNavigate();
  const { info } = useSession();
  const [writing, setWriting] = useState<Exclude<MailKind, 'new'> | null>(null);
  const [transfer, setTransfer] = useState(false);
  const [labelling, setLabelling] = useState(false);
  const d = detail.data;
  if (!(id > 0) || detail.error) return <Empty title="会话不存在" description="它可能已被转交给他人" style={{ padding: 48 }} />;
  if (!d) return null;
  const { room, messages, log } = d;
  const reload = () => void detail.mutate();
  const mine = room.assigneeId === info?.id;
  const attachmentLink = (messageId: number, index: number, name: string) => (
    <Typography.Text link onClick={() => void download(mailAttachment, { messageId, index }, name)}>
      {name}
    </Typography.Text>
  );
  return (
    <div className="cd-list">
      <Card className="cd-panel">
        <Space wrap>
          <Typography.Title heading={5} style={{ margin: 0 }}>
            {room.subject || '（无主题）'}
          </Typography.Title>
          <WorkflowStatusTag machine={mailRoomMachine} status={room.status} />
          {room.labels.map((l) => (
            <LabelTag key={l.id} name={l.name} color={l.color} />
          ))}
        </Space>
        <div style={{ marginTop: 8, color: 'var(--semi-color-text-2)' }}>
          客户：{room.customerName ? `${room.customerName} <${room.customerEmail}>` : room.customerEmail}　邮箱：{room.accountEmail}
          {room.brandName ? `（${room.brandName}）` : ''}　负责人：{room.assigneeName ?? '邮件池'}
        </div>
        <Space style={{ marginTop: 12 }} wrap>
          {room.assigneeId === null ? (
            <Auth code={mailPoolScreen.code('claim')}>
              <LockButton theme="solid" onClick={() => void call(changeCustomerUser, { query: { id: room.id, version: room.version, customerUserId: info!.id } }).then(() => { notice.success('已领取'); reload(); })}>
                领取
              </LockButton>
            </Auth>
          ) : (
            <>
              {(['reply', 'replyAll', 'forward'] as const).map((k) => (
                <Button key={k} theme={k === 'reply' ? 'solid' : 'light'} onClick={() => setWriting(k)}>
                  {MAIL_KINDS[k]}
                </Button>
              ))}
              <WorkflowActions machine={mailRoomMachine} record={{ status: room.status, createdBy: 0 }} runnable={[changeStatus]} onAction={(action, values) => runTransition([changeStatus], action, room, values).then(reload)} />
              <Auth code={myMailsScreen.code('transfer')}>
                <Button onClick={() => setTransfer(true)}>转交</Button>
              </Auth>
              <Auth code={myMailsScreen.code('label')}>
                <Button onClick={() => setLabelling(true)}>打标签</Button>
              </Auth>
            </>
          )}
          <Button theme="borderless" onClick={() => navigate(mine ? myMailsScreen.path : mailPoolScreen.path)}>
            返回列表
          </Button>
        </Space>
      </Card>
      {writing && (
        <Card className="cd-panel" title={MAIL_KINDS[writing]} headerExtraContent={<Button theme="borderless" onClick={() => setWriting(null)}>收起</Button>}>
          <ComposeForm
            key={writing}
            initial={replyDraft(writing, room, messages, room.accountEmail)}
            customerName={room.customerName}
            lockAccount
            onDone={(_row, sent) => {
              if (!sent) return;
              setWriting(null);
              reload();
            }}
          />
        </Card>
      )}
      <div className="cd-mail-thread">
        {[...messages].reverse().map((m) => (
          <MessageCard key={m.id} m={m} attachmentLink={attachmentLink} />
        ))}
      </div>
      {log.length > 0 && (
        <Card className="cd-panel" title="处理记录">
          {log.map((l) => (
            <div key={l.id}>
              {l.createdAt.replace('T', ' ').slice(0, 16)}　{l.actorName}　{l.comment ?? l.action}
            </div>
          ))}
        </Card>
      )}
      <Typography.Text type="tertiary">
        发出的邮件也在 <Typography.Text link onClick={() => navigate(sendListScreen.path)}>已发送</Typography.Text> 中。
      </Typography.Text>
      <TransferDialog room={transfer ? room : null} onClose={() => setTransfer(false)} onDone={() => navigate(myMailsScreen.path)} />
      <LabelsDialog key={String(labelling)} room={labelling ? room : null} onClose={() => setLabelling(false)} onDone={reload} />
    </div>
  );
}
