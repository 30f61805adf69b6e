import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { idParam } from '@shared/api/paging';
import {
  addServiceOrder,
  serviceOrderDetailGet,
  serviceOrderHandling,
  serviceOrderPage,
  serviceOrderTabNum,
  type serviceOrderInput,
  type ServiceOrderDetail,
  type ServiceOrderFilter,
  type ServiceOrderRow,
} from '@shared/api/service/orders';
import { serviceOrderScreen } from '@shared/api/service/screens';
import { serviceOrderMachine as machine } from '@shared/workflow';
import type { Db } from '../../db/connection';
import { csServiceOrders as o, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo, matches } from '../../db/conditions';
import { actionsFor, actorOf, recordCreated, type Actor } from '../../workflow';
import { nextSerial } from '../../db/serial';
import { checkOwner, handlingRoutes, moveOwnerCount, serviceTabCounts, sharedConditions, sharedValues } from './handling';
import { serviceOrderVisibility as visibility } from './visibility';
import { isoOrNull } from '../../http/time';
import { startsWith } from '../../db/like';

export const orderOwner = alias(users, 'order_owner');
const enteredBy = alias(users, 'order_entered_by');

/** The handling routes with their transitions: the portal's calls and the demo run the same ones. */
const handling = handlingRoutes(
  serviceOrderHandling,
  { machine, table: o, visibility, screen: serviceOrderScreen.path },
);

/** The values an order list's conditions take (prefixes ready for LIKE, days as their bounds); undefined ones are absent. */
export const orderValues = (f: ServiceOrderFilter, scope: number | undefined) => ({
  ...sharedValues(f, scope, (day) => new Date(`${day}T00:00:00`)),
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  type: f.type || undefined,
});
type OrderValues = ReturnType<typeof orderValues>;

const orderConditions = conditionsOf<OrderValues>({ ...sharedConditions(o, o.createdAt, visibility), serialNo: matches(o.serialNo), type: eqTo(o.type) });

/** Conditions of an export (or any list built directly). */
export function orderWhere(f: ServiceOrderFilter, scope: number | undefined): SQL | undefined {
  const v = presentOf(orderValues(f, scope));
  return orderConditions(v, direct(v as OrderValues));
}

export const orderRowColumns = {
  id: o.id,
  status: o.status,
  version: o.version,
  createdBy: o.createdBy,
  ownerName: orderOwner.name,
  createdAt: o.createdAt,
  resolvedAt: o.resolvedAt,
  serialNo: o.serialNo,
  type: o.type,
  platform: o.platform,
  orderNo: o.orderNo,
  sku: o.sku,
  customerName: o.customerName,
  description: o.description,
};
export const selectOrderRows = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) => db.select({ ...orderRowColumns, ...(extra as X) }).from(o).leftJoin(orderOwner, eq(orderOwner.id, o.createdBy)).$dynamic();
type Selected = Awaited<ReturnType<ReturnType<typeof selectOrderRows>['execute']>>[number];
export const toOrderRow = (row: Selected): ServiceOrderRow => ({ ...row, createdAt: row.createdAt.toISOString(), resolvedAt: isoOrNull(row.resolvedAt) });

/** A new service order (KF…), 待处理, owned by `ownerId` or its creator. */
export async function createServiceOrder(db: Db, actor: Actor, input: z.output<typeof serviceOrderInput>): Promise<{ id: number; serialNo: string }> {
  const { ownerId = actor.userId, ...fields } = input;
  return db.transaction(async (tx) => {
    if (ownerId !== actor.userId) await checkOwner(tx, ownerId, serviceOrderScreen.path, actor, serviceOrderScreen.code('assign'));
    const serialNo = await nextSerial(tx, 'KF');
    const [row] = await tx.insert(o).values({ ...fields, serialNo, createdBy: ownerId, enteredBy: actor.userId, status: 'new' }).returning({ id: o.id, serialNo: o.serialNo });
    await recordCreated(tx, machine, row!.id, 'new', actor);
    await moveOwnerCount(tx, machine.entity, 'new', actor.userId, ownerId);
    return row!;
  });
}

async function orderDetail(db: Db, actor: Actor, id: number): Promise<ServiceOrderDetail> {
  await visibility.head(db, id, visibility.scopeOf(actor));
  const [row] = await db
    .select({ ...orderRowColumns, customerEmail: o.customerEmail, enteredByName: enteredBy.name })
    .from(o)
    .leftJoin(orderOwner, eq(orderOwner.id, o.createdBy))
    .leftJoin(enteredBy, eq(enteredBy.id, o.enteredBy))
    .where(eq(o.id, id));
  return { ...toOrderRow(row!), customerEmail: row!.customerEmail, enteredByName: row!.enteredByName, actions: actionsFor(machine, row!, actor) };
}

/** 客服工单. */
export function serviceOrderRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(serviceOrderPage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return countedListPage(deps.db, {
        name: 'service_orders',
        values: orderValues(filter, await visibility.scope(caller)),
        conditions: orderConditions,
        select: (extra) => selectOrderRows(deps.db, extra),
        order: [desc(o.id)],
        counted: o,
        cap: LIST_COUNT_CAP,
        page,
        limit,
        map: toOrderRow,
      });
    })
    .add(serviceOrderTabNum, async ({ caller, deps }) => serviceTabCounts(deps.db, machine, o, visibility.where(await visibility.scope(caller))))
    .add(serviceOrderDetailGet, async ({ params, caller, deps }) => orderDetail(deps.db, await actorOf(caller), idParam.parse(params).id))
    .add(addServiceOrder, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return createServiceOrder(deps.db, await actorOf(caller), body);
    })
    .include(handling);
}
