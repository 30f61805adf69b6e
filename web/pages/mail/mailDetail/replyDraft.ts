import type { MailKind } from '@shared/api/mail/outbox';
import type { MessageRow, RoomRow } from '@shared/api/mail/rooms';
import type { Draft } from '../shared/ComposeForm';

const prefixed = (prefix: string, subject: string) => (subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`);
const quote = (m: MessageRow) => `\n\n---- ${m.sentAt.replace('T', ' ').slice(0, 16)} ${m.fromName ?? m.fromAddr} 写道 ----\n${m.bodyText.split('\n').map((l) => `> ${l}`).join('\n')}`;
const list = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The starting draft of a reply, reply all or forward of a conversation's latest mail. */
export function replyDraft(kind: Exclude<MailKind, 'new'>, room: RoomRow, messages: MessageRow[], accountEmail: string): Draft {
  const last = [...messages].reverse().find((m) => m.direction === 'in') ?? messages[messages.length - 1];
  const subject = last?.subject ?? room.subject;
  if (kind === 'forward') {
    // The forward keeps the original's attachments.
    const forward = last ? { messageId: last.id, attachments: last.attachments.map((a) => a.name) } : undefined;
    return { kind, accountId: room.accountId, roomId: room.id, to: '', cc: '', subject: prefixed('Fwd:', subject), body: last ? quote(last) : '', forward };
  }
  const others = kind === 'replyAll' && last ? [...list(last.toAddrs), ...list(last.ccAddrs)].filter((a) => a !== accountEmail && a !== room.customerEmail) : [];
  return { kind, accountId: room.accountId, roomId: room.id, to: room.customerEmail, cc: [...new Set(others)].join(', '), subject: prefixed('Re:', subject), body: last ? quote(last) : '' };
}
