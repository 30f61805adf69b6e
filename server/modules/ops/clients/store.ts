import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { QueryOf } from '@shared/api/contract';
import { ClientMessages, type ServiceClientRow, type serviceClientPage } from '@shared/api/ops/clients';
import type { Db } from '../../../db/connection';
import { containing } from '../../../db/like';
import { serviceClients, users } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { conditionsOf } from '../../../db/conditions';
import { countedListPage } from '../../../http/preparedList';

type ClientRecord = typeof serviceClients.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function statusOf(c: ClientRecord, now = new Date()): ServiceClientRow['status'] {
  if (c.revokedAt) return 'revoked';
  if (c.expiresAt && c.expiresAt <= now) return 'expired';
  return 'active';
}

const toRow = (c: ClientRecord, createdByName: string | null): ServiceClientRow => ({
  id: c.id,
  name: c.name,
  clientId: c.clientId,
  codes: c.codes,
  allowedCidrs: c.allowedCidrs,
  expiresAt: iso(c.expiresAt),
  remark: c.remark,
  createdBy: c.createdBy,
  createdByName,
  createdAt: c.createdAt.toISOString(),
  secretRotatedAt: c.secretRotatedAt.toISOString(),
  revokedAt: iso(c.revokedAt),
  lastUsedAt: iso(c.lastUsedAt),
  lastUsedFrom: c.lastUsedFrom,
  status: statusOf(c),
  version: c.version,
});

const STATUS_WHERE: Record<ServiceClientRow['status'], SQL> = {
  revoked: isNotNull(serviceClients.revokedAt),
  expired: and(isNull(serviceClients.revokedAt), sql`${serviceClients.expiresAt} <= now()`)!,
  active: and(isNull(serviceClients.revokedAt), sql`(${serviceClients.expiresAt} is null or ${serviceClients.expiresAt} > now())`)!,
};

/** The list's conditions: the name or client id containing what was typed; a state, each its own shape (its condition reads the clock, not a value). */
const clientConditions = conditionsOf<{ name?: string; revoked?: true; expired?: true; active?: true }>({
  name: (p) => or(ilike(serviceClients.name, p), ilike(serviceClients.clientId, p)),
  revoked: () => STATUS_WHERE.revoked,
  expired: () => STATUS_WHERE.expired,
  active: () => STATUS_WHERE.active,
});

export async function listClients(db: Db, q: QueryOf<typeof serviceClientPage> & { page: number; limit: number }) {
  const { total, rows } = await countedListPage(db, {
    name: 'service_clients',
    values: { name: q.name ? containing(q.name) : undefined, ...(q.status ? { [q.status]: true as const } : {}) },
    conditions: clientConditions,
    select: (extra) => db.select({ client: serviceClients, createdByName: users.name, ...extra }).from(serviceClients).leftJoin(users, eq(users.id, serviceClients.createdBy)).$dynamic(),
    order: [desc(serviceClients.id)],
    counted: serviceClients,
    page: q.page,
    limit: q.limit,
  });
  return { total, rows: rows.map((r) => toRow(r.client, r.createdByName)) };
}

export async function readClient(db: Db, id: number): Promise<ServiceClientRow> {
  const [row] = await db
    .select({ client: serviceClients, createdByName: users.name })
    .from(serviceClients)
    .leftJoin(users, eq(users.id, serviceClients.createdBy))
    .where(eq(serviceClients.id, id));
  if (!row) throw fail.notFound('服务授权不存在');
  return toRow(row.client, row.createdByName);
}

/**
 * Changes a live client at the version the user saw: one winner when two people act at once, and a
 * clear message for a revoked client or a stale screen.
 */
export async function updateLive(db: Db, id: number, version: number, set: Partial<ClientRecord>): Promise<ServiceClientRow> {
  const done = await db
    .update(serviceClients)
    .set({ ...set, version: sql`${serviceClients.version} + 1` })
    .where(and(eq(serviceClients.id, id), eq(serviceClients.version, version), isNull(serviceClients.revokedAt)))
    .returning({ id: serviceClients.id });
  if (done.length) return readClient(db, id);
  const current = await readClient(db, id);
  throw fail.conflict(current.revokedAt ? ClientMessages.revoked : ClientMessages.stale);
}
