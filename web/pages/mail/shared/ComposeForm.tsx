import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Form, Input, Select, Space, Spin, Switch, Typography, Upload } from '@douyinfe/semi-ui';
import { IconUpload } from '@douyinfe/semi-icons';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { MAIL_KINDS, saveDraft, sendMail, type MailKind, type OutboxRow } from '@shared/api/mail/outbox';
import { LANGUAGES } from '@shared/api/mail/common';
import { templateList } from '@shared/api/mail/templates';
import { uploadFile } from '@shared/api/tool';
import { LockButton } from '../../../components/LockButton';
import { call, upload, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useSession } from '../../../lib/session/SessionContext';
import { useAccountOptions } from './options';
import { applyTemplate } from './templateValues';

/** The rich-text editor (Tiptap) loads with the first switch to 富文本, not with the mail pages. */
const RichBody = lazy(() => import('./RichBody'));

export interface Draft {
  id?: number;
  accountId?: number;
  roomId?: number;
  kind: MailKind;
  to: string;
  cc: string;
  subject: string;
  body: string;
  /** A forward: the mail whose attachments go along, and their names. */
  forward?: { messageId: number; attachments: string[] };
}

interface ComposeProps {
  initial: Draft;
  /** The customer's name for {{customerName}}. */
  customerName?: string | null;
  /** Replies leave from the conversation's own mailbox. */
  lockAccount?: boolean;
  onDone(row: OutboxRow, sent: boolean): void;
}

/** Writing a mail (new, reply, reply all, forward): mailbox, recipients, subject, body, a template with its variables; 发送 or 存草稿. */
export function ComposeForm({ initial, customerName, lockAccount, onDone }: ComposeProps) {
  const api = useRef<FormApi>();
  const { info } = useSession();
  const { rows: accounts, options } = useAccountOptions();
  const [accountId, setAccountId] = useState(initial.accountId);
  const [draftId, setDraftId] = useState(initial.id);
  const [orderNo, setOrderNo] = useState('');
  const [files, setFiles] = useState<Array<{ id: number; name: string }>>([]);
  // Rich text: the HTML and its text, kept as the writer types.
  const [rich, setRich] = useState<{ html: string; text: string } | null>(null);
  const account = accounts.find((a) => a.id === accountId);
  const templates = useApi(templateList, { page: 1, limit: 200, enabled: 'true', ...(account?.brandId ? { brandId: account.brandId } : {}) });

  const body = () => {
    const v = api.current!.getValues() as Record<string, string | number | undefined>;
    return {
      id: draftId, roomId: initial.roomId, kind: initial.kind, accountId: v.accountId as number, to: String(v.to ?? ''), cc: String(v.cc ?? ''), subject: String(v.subject ?? ''),
      body: rich ? rich.text : String(v.body ?? ''), html: rich?.html, templateId: v.templateId as number | undefined,
      fileIds: files.map((f) => f.id), forwardMessageId: initial.forward?.messageId,
    };
  };
  const send = async () => {
    const row = await call(sendMail, { body: body() as never });
    notice.success('发送成功');
    onDone(row, true);
  };
  const keep = async () => {
    const row = await call(saveDraft, { body: body() as never });
    setDraftId(row.id);
    notice.success('草稿已保存');
    onDone(row, false);
  };
  const pickTemplate = (id: number) => {
    const t = templates.data?.rows.find((x) => x.id === id);
    if (!t) return;
    const filled = applyTemplate(t, { customerName, orderNo, agentName: info?.name, account }, String(api.current!.getValue('subject') ?? ''));
    // One field at a time: setValues would clear the fields it is not given (recipients, mailbox).
    api.current!.setValue('subject', filled.subject);
    api.current!.setValue('body', filled.body);
  };

  return (
    <Form getFormApi={(a) => (api.current = a)} initValues={initial} labelPosition="left" labelWidth={80} aria-label={MAIL_KINDS[initial.kind]}>
      <Form.Select field="accountId" label="发件邮箱" disabled={lockAccount} style={{ width: '100%' }} optionList={options} onChange={(v) => setAccountId(v as number)} />
      <Form.Input field="to" label="收件人" placeholder="多个地址用逗号分隔" />
      <Form.Input field="cc" label="抄送" placeholder="多个地址用逗号分隔" />
      <Form.Input field="subject" label="主题" />
      <Form.Slot label="模板">
        <Space>
          <Select
            aria-label="选择模板"
            placeholder="选择模板（替换正文）"
            style={{ width: 280 }}
            filter
            optionList={(templates.data?.rows ?? []).map((t) => ({ value: t.id, label: `${t.name}（${t.brandName ?? '通用'}·${LANGUAGES[t.language as keyof typeof LANGUAGES] ?? t.language}）` }))}
            onChange={(v) => {
              api.current!.setValue('templateId', v);
              pickTemplate(v as number);
            }}
          />
          <Input aria-label="订单号" placeholder="订单号（填入 {{orderNo}}）" style={{ width: 200 }} value={orderNo} onChange={setOrderNo} />
        </Space>
      </Form.Slot>
      <Form.Slot label="格式">
        <Space>
          <Switch aria-label="富文本" checked={rich !== null} onChange={(on) => setRich(on ? { html: '', text: String(api.current!.getValue('body') ?? '') } : null)} />
          <Typography.Text type="tertiary">{rich ? '富文本（发送时按收信规则净化）' : '纯文本'}</Typography.Text>
        </Space>
      </Form.Slot>
      {rich ? (
        <Form.Slot label="正文">
          <Suspense fallback={<Spin />}>
            <RichBody initialText={rich.text} onChange={(html, text) => setRich({ html, text })} />
          </Suspense>
        </Form.Slot>
      ) : (
        <Form.TextArea field="body" label="正文" autosize={{ minRows: 8, maxRows: 24 }} />
      )}
      <Form.Slot label="附件">
        <Space vertical align="start">
          {initial.forward && initial.forward.attachments.length > 0 && <Typography.Text>原邮件附件一并转发：{initial.forward.attachments.join('、')}</Typography.Text>}
          {files.map((f) => (
            <Space key={f.id}>
              <Typography.Text>{f.name}</Typography.Text>
              <Button size="small" theme="borderless" onClick={() => setFiles((list) => list.filter((x) => x.id !== f.id))}>
                移除
              </Button>
            </Space>
          ))}
          <Upload
            action=""
            showUploadList={false}
            customRequest={({ fileInstance, onSuccess, onError }) => {
              upload(uploadFile, fileInstance)
                .then((f) => {
                  setFiles((list) => [...list, { id: f.id, name: f.name }]);
                  onSuccess({});
                })
                .catch((e: Error) => onError({ status: 0 }, e as never));
            }}
          >
            <Button size="small" icon={<IconUpload />}>
              添加附件
            </Button>
          </Upload>
        </Space>
      </Form.Slot>
      <Form.Slot label=" ">
        <Space>
          <LockButton theme="solid" onClick={() => void send().catch(() => undefined)}>
            发送
          </LockButton>
          <LockButton onClick={() => void keep().catch(() => undefined)}>存草稿</LockButton>
        </Space>
      </Form.Slot>
    </Form>
  );
}
