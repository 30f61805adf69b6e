import { and, eq, isNull, sql } from 'drizzle-orm';
import { MARKETPLACES, type Marketplace } from '@shared/api/warranty/common';
import { CLOSED_MESSAGE, INVALID_CODE_MESSAGE, REGISTERED_MESSAGE } from '@shared/api/warranty/public';
import { warrantyOrderMachine } from '@shared/workflow';
import type { Db, Tx } from '../../db/connection';
import { warrantyBatches, warrantyCodes, warrantyOrders, warrantyProjects } from '../../db/schema';
import { fail } from '../../http/errors';
import { recordCreated } from '../../workflow';
import { nextSerial } from '../../db/serial';

/** The code, its batch's SKU and its project, as the public page needs them. */
export async function codeContext(db: Db | Tx, code: string) {
  const [row] = await (db as Db)
    .select({
      codeId: warrantyCodes.id,
      registeredAt: warrantyCodes.registeredAt,
      sku: warrantyBatches.sku,
      project: warrantyProjects,
    })
    .from(warrantyCodes)
    .innerJoin(warrantyBatches, eq(warrantyBatches.id, warrantyCodes.batchId))
    .innerJoin(warrantyProjects, eq(warrantyProjects.id, warrantyCodes.projectId))
    .where(eq(warrantyCodes.code, code));
  if (!row) throw fail.notFound(INVALID_CODE_MESSAGE);
  return row;
}

export interface Registration {
  code: string;
  name: string;
  email: string;
  orderNo: string;
  marketplace: Marketplace;
  language?: string;
  ipAddress: string | null;
}

/** The buyer: one per e-mail, their latest name, language, marketplace and project. */
async function upsertCustomer(tx: Tx, r: Registration, language: string, projectId: number): Promise<number> {
  const result = (await tx.execute(sql`
    insert into warranty_customers (name, email, language, marketplace, first_project_id, last_project_id)
    values (${r.name}, ${r.email}, ${language}, ${MARKETPLACES[r.marketplace]}, ${projectId}, ${projectId})
    on conflict (lower(email)) do update set
      name = excluded.name, language = excluded.language, marketplace = excluded.marketplace,
      last_project_id = excluded.last_project_id, registrations = warranty_customers.registrations + 1, updated_at = now()
    returning id`)) as unknown as { rows: Array<{ id: number }> };
  return Number(result.rows[0]!.id);
}

/**
 * One registration: the code is taken (only once, even for two at the same moment), the buyer becomes
 * a customer, and a warranty-extension order is created as 新登记.
 */
export function register(db: Db, r: Registration) {
  return db.transaction(async (tx) => {
    const ctx = await codeContext(tx, r.code);
    const p = ctx.project;
    if (!p.enabled) throw fail.refused(CLOSED_MESSAGE);
    const language = r.language && p.languages.includes(r.language) ? r.language : p.languages[0]!;
    const [taken] = await tx
      .update(warrantyCodes)
      .set({ registeredAt: new Date() })
      .where(and(eq(warrantyCodes.id, ctx.codeId), isNull(warrantyCodes.registeredAt)))
      .returning({ id: warrantyCodes.id });
    if (!taken) throw fail.conflict(REGISTERED_MESSAGE);
    const customerId = await upsertCustomer(tx, r, language, p.id);
    await tx.update(warrantyCodes).set({ customerId }).where(eq(warrantyCodes.id, ctx.codeId));
    const serialNo = await nextSerial(tx, 'WE');
    const [order] = await tx
      .insert(warrantyOrders)
      .values({
        serialNo,
        codeId: ctx.codeId,
        projectId: p.id,
        sku: ctx.sku,
        customerId,
        buyerName: r.name,
        email: r.email,
        orderNo: r.orderNo,
        marketplace: MARKETPLACES[r.marketplace],
        language,
        ipAddress: r.ipAddress,
        status: 'new',
        createdBy: 0,
        submittedAt: new Date(),
      })
      .returning({ id: warrantyOrders.id });
    await recordCreated(tx, warrantyOrderMachine, order!.id, 'new', { userId: 0, name: r.name });
    return { serialNo, orderId: order!.id, project: p, sku: ctx.sku, template: p.templates[language]! };
  });
}
