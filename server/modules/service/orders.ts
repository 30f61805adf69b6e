import { and, desc, eq, like } from 'drizzle-orm';
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
import { listPage } from '../../http/listPage';
import { actionsFor, actorOf, recordCreated, type Actor } from '../../workflow';
import { nextSerial } from '../../db/serial';
import { checkOwner, handlingRoutes, moveOwnerCount, serviceTabCounts, sharedWhere } from './handling';
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

export const orderWhere = (f: ServiceOrderFilter, scope: number | undefined) =>
  and(
    sharedWhere(o, f, o.createdAt, (day) => new Date(`${day}T00:00:00`)),
    visibility.where(scope),
    f.serialNo ? like(o.serialNo, startsWith(f.serialNo.toUpperCase())) : undefined,
    f.type ? eq(o.type, f.type) : undefined,
  );

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
const selectRows = (db: Db) => db.select(orderRowColumns).from(o).leftJoin(orderOwner, eq(orderOwner.id, o.createdBy)).$dynamic();
type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];
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
      return listPage(deps.db, {
        select: () => selectRows(deps.db),
        where: orderWhere(filter, await visibility.scope(caller)),
        order: [desc(o.id)],
        page,
        limit,
        total: { table: o, cap: LIST_COUNT_CAP },
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
