import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import * as api from '@shared/api/mail/accounts';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Db } from '../../db/connection';
import { mailAccounts, mailPullErrors, productBrands } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo, matchesAnyCase } from '../../db/conditions';
import { accountById, sealPassword, serverOf } from './accountStore';
import { isStoredServer, storedPasswordFor } from './storedPassword';
import { testConnection } from './protocols';
import { isoOrNull, type FilterOf } from './text';
import { qualified } from '../../db/qualified';
import { containing } from '../../db/like';

/** 邮箱账号: settings, password (write only), connection test, enable/disable. */
const a = mailAccounts;
const openErrors = sql<number>`(select count(*) from ${mailPullErrors} where ${mailPullErrors.accountId} = ${qualified(a.id)} and ${mailPullErrors.resolvedAt} is null)`.mapWith(Number);

export const selectAccounts = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      id: a.id, email: a.email, senderName: a.senderName, brandId: a.brandId, brandName: productBrands.name,
      imapHost: a.imapHost, imapPort: a.imapPort, imapSecure: a.imapSecure, smtpHost: a.smtpHost, smtpPort: a.smtpPort, smtpSecure: a.smtpSecure,
      username: a.username, enabled: a.enabled, connectStatus: a.connectStatus, connectMessage: a.connectMessage,
      connectCheckedAt: a.connectCheckedAt, lastPulledAt: a.lastPulledAt, openErrors, ...extra,
    })
    .from(a)
    .leftJoin(productBrands, eq(productBrands.id, a.brandId));
type Selected = Awaited<ReturnType<ReturnType<typeof selectAccounts>['execute']>>[number];

export const toAccountRow = (r: Selected): api.AccountRow => ({
  ...r,
  connectStatus: r.connectStatus as api.AccountRow['connectStatus'],
  connectCheckedAt: isoOrNull(r.connectCheckedAt),
  lastPulledAt: isoOrNull(r.lastPulledAt),
});

export async function accountRow(db: Db, id: number): Promise<api.AccountRow> {
  const [row] = await selectAccounts(db).where(eq(a.id, id));
  if (!row) throw fail.notFound(api.NO_ACCOUNT);
  return toAccountRow(row);
}

type AccountFilter = FilterOf<typeof api.accounts>;

/** The values the account list's conditions take (the email as a pattern); undefined ones are absent. */
export const accountValues = (f: AccountFilter) => ({
  email: f.email ? containing(f.email) : undefined,
  brandId: f.brandId || undefined,
  enabled: f.status ? f.status === '1' : undefined,
});
export type AccountValues = ReturnType<typeof accountValues>;

const accountConditions = conditionsOf<AccountValues>({ email: matchesAnyCase(a.email), brandId: eqTo(a.brandId), enabled: eqTo(a.enabled) });

/** Conditions of the account list built directly. */
export function accountWhere(f: AccountFilter): SQL | undefined {
  const v = presentOf(accountValues(f));
  return accountConditions(v, direct(v as AccountValues));
}

async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: a.id }).from(a).where(and(sql`lower(${a.email}) = ${email.toLowerCase()}`, exceptId ? ne(a.id, exceptId) : undefined));
  return Boolean(row);
}

async function checkBrand(db: Db, brandId: number | null) {
  if (brandId === null) return;
  const [brand] = await db.select({ id: productBrands.id }).from(productBrands).where(eq(productBrands.id, brandId));
  if (!brand) throw fail.badRequest('品牌不存在');
}

/** Saves an account; a unique-index race still answers 该邮箱已存在. */
async function saveAccount(db: Db, write: () => Promise<number>): Promise<number> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505' || /mail_accounts_email_key/.test(String((error as Error).message))) throw fail.conflict(api.DUPLICATE_ACCOUNT);
    throw error;
  }
}

export function accountRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.accounts, ({ query, deps }) =>
      countedListPage(deps.db, {
        name: 'mail_accounts',
        values: accountValues(query),
        conditions: accountConditions,
        select: (extra) => selectAccounts(deps.db, extra),
        order: [a.email],
        counted: a,
        cap: LIST_COUNT_CAP,
        page: query.page,
        limit: query.limit,
        map: toAccountRow,
      }),
    )
    .add(api.disableAccount, async ({ body, deps }) => setEnabled(deps.db, body.id, false))
    .add(api.enableAccount, async ({ body, deps }) => setEnabled(deps.db, body.id, true))
    .add(api.connect, async ({ body, deps }) => {
      let password = body.password;
      if (!password) {
        if (!body.id) throw fail.badRequest('请填写密码');
        password = storedPasswordFor(deps.config, await accountById(deps.db, body.id), body);
      }
      return testConnection({ ...body, password });
    })
    .add(api.checkRepeat, async ({ query, deps }) => ({ exists: await emailTaken(deps.db, query.email, query.id) }))
    .add(api.addAccount, async ({ body, caller, deps }) => {
      if (await emailTaken(deps.db, body.email)) throw fail.conflict(api.DUPLICATE_ACCOUNT);
      await checkBrand(deps.db, body.brandId);
      const { password, ...fields } = body;
      const id = await saveAccount(deps.db, async () => {
        const [row] = await deps.db.insert(a).values({ ...fields, passwordEnc: sealPassword(deps.config, password), createdBy: caller.userId }).returning({ id: a.id });
        return row!.id;
      });
      return accountRow(deps.db, id);
    })
    .add(api.editAccount, async ({ body, deps }) => {
      const current = await accountById(deps.db, body.id);
      if (await emailTaken(deps.db, body.email, body.id)) throw fail.conflict(api.DUPLICATE_ACCOUNT);
      await checkBrand(deps.db, body.brandId);
      const { id, password, ...fields } = body;
      const serverChanged = !isStoredServer(current, fields);
      // Pulling and sending use the stored password with the stored settings: a new server needs its own
      // password. On the same server the password changes only through changePwd (its own code).
      if (serverChanged && !password) throw fail.badRequest(api.PASSWORD_FOR_OTHER_SERVER);
      const moved = serverChanged ? { passwordEnc: sealPassword(deps.config, password!), connectStatus: 'unknown', connectMessage: null } : {};
      await saveAccount(deps.db, async () => {
        await deps.db
          .update(a)
          .set({ ...fields, ...moved, updatedAt: new Date() })
          .where(eq(a.id, id));
        return id;
      });
      return accountRow(deps.db, id);
    })
    .add(api.changePwd, async ({ body, deps }) => {
      await accountById(deps.db, body.id);
      await deps.db
        .update(a)
        .set({ passwordEnc: sealPassword(deps.config, body.password), connectStatus: 'unknown', connectMessage: null, updatedAt: new Date() })
        .where(eq(a.id, body.id));
      return accountRow(deps.db, body.id);
    })
    .add(api.updConnect, async ({ body, deps }) => {
      const result = await testConnection(serverOf(deps.config, await accountById(deps.db, body.id)));
      await deps.db
        .update(a)
        .set({ connectStatus: result.ok ? 'ok' : 'failed', connectMessage: `${result.imap}；${result.smtp}`, connectCheckedAt: new Date() })
        .where(eq(a.id, body.id));
      return accountRow(deps.db, body.id);
    })
    .add(api.serverList, async () => api.SERVER_PRESETS)
    .add(api.brands, async ({ deps }) => deps.db.select({ id: productBrands.id, name: productBrands.name }).from(productBrands).orderBy(productBrands.name));
}

async function setEnabled(db: Db, id: number, enabled: boolean): Promise<api.AccountRow> {
  await accountById(db, id);
  await db.update(a).set({ enabled, updatedAt: new Date() }).where(eq(a.id, id));
  return accountRow(db, id);
}
