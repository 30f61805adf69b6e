import { desc, eq, like, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { mailUsePage, reviewerEmailManager as api, type MailUseRow, type ReviewerMailboxRow } from '@shared/api/reviewers/mailboxes';
import { conditionsOf, eqTo } from '../../db/conditions';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { startsWith } from '../../db/like';
import { mailAccounts, mailOutbox, reviewerMailboxes, reviewers, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { countedListPage } from '../../http/preparedList';

/**
 * 测评邮箱 and 邮箱使用记录 (docs/domain/reviewers.md): which mail-centre accounts reach reviewers, and
 * the mail they sent, read from the mail centre's outbox (nothing copied).
 */
const m = reviewerMailboxes;
const o = mailOutbox;
const r = reviewers;

export const NOT_A_MAIL_ACCOUNT = '邮件中心没有该邮箱账号，请先在邮件中心添加';
export const MAILBOX_TAKEN = '该邮箱已是测评邮箱';

// Written out: inside the subquery a bare column name would bind to the outbox.
const sent = sql`${o.accountId} = ${sql.raw('"reviewer_mailboxes"."account_id"')} and ${o.status} = 'sent'`;
export const selectMailboxes = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      box: m,
      email: mailAccounts.email,
      senderName: mailAccounts.senderName,
      connectStatus: mailAccounts.connectStatus,
      sentCount: sql<number>`(select count(*) from ${o} where ${sent})`.mapWith(Number),
      lastSentAt: sql<string | null>`(select max(${o.sentAt}) from ${o} where ${sent})`,
      ...extra,
    })
    .from(m)
    .innerJoin(mailAccounts, eq(mailAccounts.id, m.accountId))
    .$dynamic();
type Selected = Awaited<ReturnType<ReturnType<typeof selectMailboxes>['execute']>>[number];

export const toRow = (x: Selected): ReviewerMailboxRow => ({
  id: x.box.id,
  accountId: x.box.accountId,
  email: x.email,
  senderName: x.senderName,
  connectStatus: x.connectStatus,
  purpose: x.box.purpose,
  enabled: x.box.enabled,
  remark: x.box.remark,
  sentCount: x.sentCount,
  lastSentAt: x.lastSentAt ? new Date(x.lastSentAt).toISOString() : null,
  createdAt: x.box.createdAt.toISOString(),
});

async function mailboxRow(db: Db, id: number): Promise<ReviewerMailboxRow> {
  const [found] = await selectMailboxes(db).where(eq(m.id, id));
  if (!found) throw fail.notFound('测评邮箱不存在');
  return toRow(found);
}

/** Chooses a mail-centre account (by its e-mail) as a reviewer mailbox, or edits one. */
export async function saveMailbox(db: Db, body: { id?: number; email: string; purpose: string; remark: string | null }): Promise<ReviewerMailboxRow> {
  const [account] = await db.select({ id: mailAccounts.id }).from(mailAccounts).where(sql`lower(${mailAccounts.email}) = ${body.email.toLowerCase()}`);
  if (!account) throw fail.badRequest(NOT_A_MAIL_ACCOUNT);
  if (body.id) await mailboxRow(db, body.id);
  const values = { accountId: account.id, purpose: body.purpose, remark: body.remark };
  try {
    const [saved] = body.id ? await db.update(m).set(values).where(eq(m.id, body.id)).returning({ id: m.id }) : await db.insert(m).values(values).returning({ id: m.id });
    return mailboxRow(db, saved!.id);
  } catch (error) {
    if (isUniqueViolation(error, 'reviewer_mailboxes_account_key')) throw fail.conflict(MAILBOX_TAKEN);
    throw error;
  }
}

const OUTER_TO = sql.raw('"mail_outbox"."to_addrs"');

/** A sent mail of a reviewer mailbox, one row per mail; the reviewer is the first whose e-mail is among its recipients. */
export const selectUses = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      id: o.id,
      mailboxEmail: mailAccounts.email,
      toAddrs: o.toAddrs,
      reviewerId: sql<number | null>`(select ${r.id} from ${r} where position(lower(${r.email}) in lower(${OUTER_TO})) > 0 order by ${r.id} limit 1)`,
      subject: o.subject,
      sentAt: o.sentAt,
      senderName: users.name,
      ...extra,
    })
    .from(o)
    .innerJoin(m, eq(m.accountId, o.accountId))
    .innerJoin(mailAccounts, eq(mailAccounts.id, o.accountId))
    .leftJoin(users, eq(users.id, o.createdBy))
    .$dynamic();

type MailboxQuery = { page: number; limit: number; email?: string; enabled?: boolean | null };

/** The values of the mailbox list's conditions (the e-mail as a lower-case prefix); undefined ones are absent. */
export const mailboxValues = (q: Omit<MailboxQuery, 'page' | 'limit'>) => ({
  email: q.email ? startsWith(q.email.toLowerCase()) : undefined,
  enabled: typeof q.enabled === 'boolean' ? q.enabled : undefined,
});

export const mailboxConditions = conditionsOf<ReturnType<typeof mailboxValues>>({
  email: (v) => like(sql`lower(${mailAccounts.email})`, v as string | Placeholder),
  enabled: eqTo(m.enabled),
});

/** Each mailbox with its mail-centre account: what the list's conditions read (for the exact total). */
export const mailboxAccounts = sql`${m} inner join ${mailAccounts} on ${eq(mailAccounts.id, m.accountId)}`;

/** The values of the mail use list's conditions (recipients as a lower-case prefix); undefined ones are absent. */
export const mailUseValues = (q: { mailboxId?: number; to?: string; reviewerId?: number; sentFrom?: string | null; sentTo?: string | null }) => ({
  mailboxId: q.mailboxId || undefined,
  to: q.to ? startsWith(q.to.toLowerCase()) : undefined,
  reviewerId: q.reviewerId || undefined,
  sentFrom: q.sentFrom || undefined,
  sentTo: q.sentTo || undefined,
});

/** Sent mail only; the reviewer is one whose e-mail is among the recipients; the days are whole (sentTo included). */
export const mailUseConditions = conditionsOf<ReturnType<typeof mailUseValues>>(
  {
    mailboxId: eqTo(m.id),
    to: (v) => like(sql`lower(${o.toAddrs})`, v as string | Placeholder),
    reviewerId: (v) => sql`exists (select 1 from ${r} where ${r.id} = ${v} and position(lower(${r.email}) in lower(${OUTER_TO})) > 0)`,
    sentFrom: (v) => sql`${o.sentAt} >= ${v}::date`,
    sentTo: (v) => sql`${o.sentAt} < ${v}::date + 1`,
  },
  [eq(o.status, 'sent')],
);

/** Each sent mail with its reviewer mailbox: what the use list's conditions read (for counting the total). */
export const mailboxOutbox = sql`${o} inner join ${m} on ${eq(m.accountId, o.accountId)}`;

export function mailboxRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.page, async ({ query, deps }) => {
      const { page, limit, ...filter } = query as MailboxQuery;
      return countedListPage(deps.db, {
        name: 'reviewer_mailboxes',
        values: mailboxValues(filter),
        conditions: mailboxConditions,
        select: (extra) => selectMailboxes(deps.db, extra),
        order: [desc(m.id)],
        counted: mailboxAccounts,
        page,
        limit,
        map: toRow,
      });
    })
    .add(api.save, async ({ body, deps }) => saveMailbox(deps.db, body as Parameters<typeof saveMailbox>[1]))
    .add(api.setEnabled, async ({ body, deps }) => {
      const { id, enabled } = body as { id: number; enabled: boolean };
      await mailboxRow(deps.db, id);
      await deps.db.update(m).set({ enabled }).where(eq(m.id, id));
      return mailboxRow(deps.db, id);
    })
    .add(mailUsePage, async ({ query, deps }) => {
      const page = await countedListPage(deps.db, {
        name: 'reviewer_mail_uses',
        values: mailUseValues(query),
        conditions: mailUseConditions,
        select: (extra) => selectUses(deps.db, extra),
        order: [desc(o.sentAt), desc(o.id)],
        counted: mailboxOutbox,
        cap: LIST_COUNT_CAP,
        page: query.page,
        limit: query.limit,
      });
      const ids = [...new Set(page.rows.map((x) => x.reviewerId).filter((x): x is number => x !== null))];
      const names = new Map((ids.length ? await deps.db.select({ id: r.id, name: r.name }).from(r).where(sql`${r.id} in ${ids}`) : []).map((x) => [x.id, x.name]));
      return { ...page, rows: page.rows.map((x): MailUseRow => ({ ...x, reviewerName: x.reviewerId ? (names.get(x.reviewerId) ?? null) : null, sentAt: x.sentAt!.toISOString() })) };
    });
}
