import { and, desc, eq, like } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { queryUsableOrderAddress, updateAddressStatus } from '@shared/api/review/address';
import { reviewOrderAddresses, reviewPlanOrderDetails, reviewPlanOrders } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { listPage } from '../../http/listPage';
import { addressOut, seesFullAddress } from './address';
import { pathId } from './planOrderRoutes';
import { startsWith } from '../../db/like';

const a = reviewOrderAddresses;

/** blnOrderAddressManager (收货地址): the address book, masked unless the caller ships. */
export function addressRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(queryUsableOrderAddress, async ({ query, caller, deps }) => {
      const full = await seesFullAddress(caller);
      const where = and(query.all ? undefined : eq(a.enabled, true), query.receiver ? like(a.receiver, startsWith(query.receiver)) : undefined, query.country ? eq(a.country, query.country.toUpperCase()) : undefined);
      return listPage(deps.db, {
        select: () =>
          deps.db
            .select({ address: a, invitationCode: reviewPlanOrderDetails.invitationCode, planOrderSerialNo: reviewPlanOrders.serialNo })
            .from(a)
            .innerJoin(reviewPlanOrderDetails, eq(reviewPlanOrderDetails.id, a.detailId))
            .innerJoin(reviewPlanOrders, eq(reviewPlanOrders.id, reviewPlanOrderDetails.planOrderId)),
        where,
        order: [desc(a.id)],
        page: query.page,
        limit: query.limit,
        total: { table: a, cap: LIST_COUNT_CAP },
        map: (r) => ({ ...addressOut(r.address, full), detailId: r.address.detailId, invitationCode: r.invitationCode, planOrderSerialNo: r.planOrderSerialNo, createdAt: r.address.createdAt.toISOString() }),
      });
    })
    .add(updateAddressStatus, async ({ params, body, deps }) => {
      const [row] = await deps.db.update(a).set({ enabled: body.enabled, updatedAt: new Date() }).where(eq(a.id, pathId(params.id))).returning({ id: a.id, enabled: a.enabled });
      if (!row) throw fail.notFound('收货地址不存在');
      return row;
    });
}
