import { eq } from 'drizzle-orm';
import { queryUsableOrderAddress, updateAddressStatus } from '@shared/api/review/address';
import { reviewOrderAddresses } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { addressBookPage, seesFullAddress } from './address';
import { pathId } from './planOrderRoutes';

const a = reviewOrderAddresses;

/** blnOrderAddressManager (收货地址): the address book, masked unless the caller ships. */
export function addressRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(queryUsableOrderAddress, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return addressBookPage(deps.db, filter, await seesFullAddress(caller), { page, limit });
    })
    .add(updateAddressStatus, async ({ params, body, deps }) => {
      const [row] = await deps.db.update(a).set({ enabled: body.enabled, updatedAt: new Date() }).where(eq(a.id, pathId(params.id))).returning({ id: a.id, enabled: a.enabled });
      if (!row) throw fail.notFound('收货地址不存在');
      return row;
    });
}
