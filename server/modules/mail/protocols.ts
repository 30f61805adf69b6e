import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { AppError } from '../../http/errors';

/** How the server reaches one mailbox (the password already decrypted; never logged). */
export interface MailServer {
  imapHost: string;
  imapPort: number;
  imapSecure: boolean;
  smtpHost: string;
  smtpPort: number;
  smtpSecure: boolean;
  username: string;
  password: string;
}

const TIMEOUT_MS = 15_000;

export function openImap(s: MailServer): ImapFlow {
  return new ImapFlow({
    host: s.imapHost,
    port: s.imapPort,
    secure: s.imapSecure,
    auth: { user: s.username, pass: s.password },
    logger: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: 5 * 60_000,
    // Local and self-signed servers (tests, on-premise) still encrypt; certificate trust is the operator's call.
    tls: { rejectUnauthorized: false },
  });
}

export function smtpTransport(s: MailServer) {
  return nodemailer.createTransport({
    host: s.smtpHost,
    port: s.smtpPort,
    secure: s.smtpSecure,
    auth: { user: s.username, pass: s.password },
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    tls: { rejectUnauthorized: false },
    logger: false,
  });
}

/** A Chinese reason for a failed IMAP or SMTP step, without anything secret. */
export function failureReason(side: 'IMAP' | 'SMTP', error: unknown): string {
  if (error instanceof AppError) return error.message; // ours, already in words (a password that cannot be read)
  const e = error as { authenticationFailed?: boolean; code?: string; responseCode?: number; message?: string };
  if (e.authenticationFailed || e.code === 'EAUTH' || e.responseCode === 535) return `${side} 登录失败：用户名或密码错误`;
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return `${side} 无法连接邮件服务器（${e.code}）`;
  if (e.code === 'ETIMEDOUT' || e.code === 'ETIMEOUT' || e.code === 'CONNECT_TIMEOUT') return `${side} 连接邮件服务器超时`;
  return `${side} 连接失败：${(e.message ?? String(error)).slice(0, 200)}`;
}

/** Logs in over IMAP and SMTP; answers the outcome of each side. */
export async function testConnection(s: MailServer): Promise<{ ok: boolean; imap: string; smtp: string }> {
  const [imap, smtp] = await Promise.all([
    (async () => {
      const client = openImap(s);
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.logout();
        return { ok: true, text: 'IMAP 连接正常' };
      } catch (error) {
        client.close();
        return { ok: false, text: failureReason('IMAP', error) };
      }
    })(),
    (async () => {
      const transport = smtpTransport(s);
      try {
        await transport.verify();
        return { ok: true, text: 'SMTP 连接正常' };
      } catch (error) {
        return { ok: false, text: failureReason('SMTP', error) };
      } finally {
        transport.close();
      }
    })(),
  ]);
  return { ok: imap.ok && smtp.ok, imap: imap.text, smtp: smtp.text };
}
