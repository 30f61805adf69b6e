import { Typography } from '@douyinfe/semi-ui';
import { IconPaperclip } from '@douyinfe/semi-icons';
import type { MessageRow } from '@shared/api/mail/rooms';
import { MailBody } from './MailBody';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
const time = (iso: string) => iso.replace('T', ' ').slice(0, 16);

/** One mail of the thread: who, when, to whom, the body, and the attachments (downloaded, never shown inline). */
export function MessageCard({ m, attachmentLink }: { m: MessageRow; attachmentLink(messageId: number, index: number, name: string): React.ReactNode }) {
  return (
    <article className={`cd-mail-message ${m.direction}`} aria-label={`${m.direction === 'in' ? '来信' : '回复'} ${m.subject}`}>
      <div className="cd-mail-head">
        <span>
          <Typography.Text strong>{m.fromName ? `${m.fromName} <${m.fromAddr}>` : m.fromAddr}</Typography.Text>
          {' → '}
          {m.toAddrs}
          {m.ccAddrs ? `；抄送 ${m.ccAddrs}` : ''}
        </span>
        <span>{time(m.sentAt)}</span>
      </div>
      <Typography.Title heading={6} style={{ margin: '0 0 8px' }}>
        {m.subject || '（无主题）'}
      </Typography.Title>
      <MailBody message={m} />
      {m.attachments.length > 0 && (
        <div style={{ marginTop: 8 }}>
          {m.attachments.map((a, i) => (
            <div key={i}>
              <IconPaperclip size="small" /> {attachmentLink(m.id, i, a.name)} <Typography.Text type="tertiary">({size(a.size)})</Typography.Text>
            </div>
          ))}
        </div>
      )}
    </article>
  );
}
