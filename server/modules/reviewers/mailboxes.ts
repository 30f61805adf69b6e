import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { mailUsePage, reviewerEmailManager as api, type MailUseRow, type ReviewerMailboxRow } from '@shared/api/reviewers/mailboxes';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { startsWith } from '../../db/like';
import { mailAccounts, mailOutbox, reviewerMailboxes, reviewers, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { listPage } from '../../http/listPage';

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
const selectMailboxes = (db: Db) =>
  db
    .select({
      box: m,
      email: mailAccounts.email,
      senderName: mailAccounts.senderName,
      connectStatus: mailAccounts.connectStatus,
      sentCount: sql<number>`(select count(*) from ${o} where ${sent})`.mapWith(Number),
      lastSentAt: sql<string | null>`(select max(${o.sentAt}) from ${o} where ${sent})`,
    })
    .from(m)
    .innerJoin(mailAccounts, eq(mailAccounts.id, m.accountId))
    .$dynamic();
type Selected = Awaited<ReturnType<ReturnType<typeof selectMailboxes>['execute']>>[number];

const toRow = (x: Selected): ReviewerMailboxRow => ({
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
const selectUses = (db: Db) =>
  db
    .select({
      id: o.id,
      mailboxEmail: mailAccounts.email,
      toAddrs: o.toAddrs,
      reviewerId: sql<number | null>`(select ${r.id} from ${r} where position(lower(${r.email}) in lower(${OUTER_TO})) > 0 order by ${r.id} limit 1)`,
      subject: o.subject,
      sentAt: o.sentAt,
      senderName: users.name,
    })
    .from(o)
    .innerJoin(m, eq(m.accountId, o.accountId))
    .innerJoin(mailAccounts, eq(mailAccounts.id, o.accountId))
    .leftJoin(users, eq(users.id, o.createdBy))
    .$dynamic();

export function mailboxRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.page, async ({ query, deps }) => {
      const q = query as { page: number; limit: number; email?: string; enabled?: boolean | null };
      const where = and(q.email ? like(sql`lower(${mailAccounts.email})`, startsWith(q.email.toLowerCase())) : undefined, typeof q.enabled === 'boolean' ? eq(m.enabled, q.enabled) : undefined);
      const count = async () => (await deps.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(m).innerJoin(mailAccounts, eq(mailAccounts.id, m.accountId)).where(where))[0]?.n ?? 0;
      return listPage(deps.db, { select: () => selectMailboxes(deps.db), where, order: [desc(m.id)], page: q.page, limit: q.limit, total: { exact: count() }, map: toRow });
    })
    .add(api.save, async ({ body, deps }) => saveMailbox(deps.db, body as Parameters<typeof saveMailbox>[1]))
    .add(api.setEnabled, async ({ body, deps }) => {
      const { id, enabled } = body as { id: number; enabled: boolean };
      await mailboxRow(deps.db, id);
      await deps.db.update(m).set({ enabled }).where(eq(m.id, id));
      return mailboxRow(deps.db, id);
    })
    .add(mailUsePage, async ({ query, deps }) => {
      const where: SQL | undefined = and(
        eq(o.status, 'sent'),
        query.mailboxId ? eq(m.id, query.mailboxId) : undefined,
        query.to ? like(sql`lower(${o.toAddrs})`, startsWith(query.to.toLowerCase())) : undefined,
        query.reviewerId ? sql`exists (select 1 from ${r} where ${r.id} = ${query.reviewerId} and position(lower(${r.email}) in lower(${OUTER_TO})) > 0)` : undefined,
        query.sentFrom ? sql`${o.sentAt} >= ${query.sentFrom}::date` : undefined,
        query.sentTo ? sql`${o.sentAt} < ${query.sentTo}::date + 1` : undefined,
      );
      const count = async () => {
        const matching = deps.db.select({ one: sql`1` }).from(o).innerJoin(m, eq(m.accountId, o.accountId)).where(where).limit(LIST_COUNT_CAP).as('matching');
        return (await deps.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matching))[0]?.n ?? 0;
      };
      const page = await listPage(deps.db, { select: () => selectUses(deps.db), where, order: [desc(o.sentAt), desc(o.id)], page: query.page, limit: query.limit, total: { exact: count() } });
      const ids = [...new Set(page.rows.map((x) => x.reviewerId).filter((x): x is number => x !== null))];
      const names = new Map((ids.length ? await deps.db.select({ id: r.id, name: r.name }).from(r).where(sql`${r.id} in ${ids}`) : []).map((x) => [x.id, x.name]));
      return { ...page, rows: page.rows.map((x): MailUseRow => ({ ...x, reviewerName: x.reviewerId ? (names.get(x.reviewerId) ?? null) : null, sentAt: x.sentAt!.toISOString() })) };
    });
}
