import type { AddressOut } from '@shared/api/review/detail';
import { maskText as mask } from '@shared/api/secret';
import { addressScreen } from '@shared/api/review/screens';
import { desc, eq, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Db } from '../../db/connection';
import { reviewOrderAddresses, reviewPlanOrderDetails, reviewPlanOrders } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import type { Paging } from '../../http/listPage';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo, matches } from '../../db/conditions';
import { startsWith } from '../../db/like';

const a = reviewOrderAddresses;
type Address = typeof a.$inferSelect;


/** Only the roles that ship (收货地址 btn_viewFull) see an address in full. */
export async function seesFullAddress(caller: Caller): Promise<boolean> {
  return (await caller.codes()).elements.has(addressScreen.code('viewFull'));
}

export function addressOut(a: Address, full: boolean): AddressOut {
  const shown = {
    id: a.id,
    receiver: a.receiver,
    phone: a.phone,
    email: a.email,
    street: a.street,
    city: a.city,
    region: a.region,
    postcode: a.postcode,
    country: a.country,
    enabled: a.enabled,
    masked: !full,
  };
  if (full) return shown;
  return { ...shown, receiver: mask(a.receiver), phone: mask(a.phone), email: a.email && mask(a.email), street: mask(a.street), postcode: mask(a.postcode) };
}

export interface AddressBookFilter {
  receiver?: string;
  country?: string;
  /** Disabled addresses too. */
  all: boolean;
}

/** The values of the address book's conditions (the receiver a prefix for LIKE); undefined ones are absent. */
export const addressBookValues = (f: AddressBookFilter) => ({
  enabled: f.all ? undefined : true,
  receiver: f.receiver ? startsWith(f.receiver) : undefined,
  country: f.country ? f.country.toUpperCase() : undefined,
});
export type AddressBookValues = ReturnType<typeof addressBookValues>;

export const addressBookConditions = conditionsOf<AddressBookValues>({
  enabled: eqTo(a.enabled),
  receiver: matches(a.receiver),
  country: eqTo(a.country),
});

/** The conditions of the address book built directly. */
export function addressBookWhere(f: AddressBookFilter): SQL | undefined {
  const v = presentOf(addressBookValues(f));
  return addressBookConditions(v, direct(v as AddressBookValues));
}

/** Addresses with the invitation code and plan order of their order. */
export const selectAddressBook = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({ address: a, invitationCode: reviewPlanOrderDetails.invitationCode, planOrderSerialNo: reviewPlanOrders.serialNo, ...extra })
    .from(a)
    .innerJoin(reviewPlanOrderDetails, eq(reviewPlanOrderDetails.id, a.detailId))
    .innerJoin(reviewPlanOrders, eq(reviewPlanOrders.id, reviewPlanOrderDetails.planOrderId));
type AddressBookRecord = Awaited<ReturnType<ReturnType<typeof selectAddressBook>['where']>>[number];

export const toAddressBookRow = (full: boolean) => (r: AddressBookRecord) => ({
  ...addressOut(r.address, full),
  detailId: r.address.detailId,
  invitationCode: r.invitationCode,
  planOrderSerialNo: r.planOrderSerialNo,
  createdAt: r.address.createdAt.toISOString(),
});

/** One page of the address book, newest first, with the capped total; masked unless `full`; prepared per shape. */
export function addressBookPage(db: Db, f: AddressBookFilter, full: boolean, paging: Paging) {
  return countedListPage(db, {
    name: 'review_address_book',
    values: addressBookValues(f),
    conditions: addressBookConditions,
    select: (extra) => selectAddressBook(db, extra),
    order: [desc(a.id)],
    counted: a,
    cap: LIST_COUNT_CAP,
    ...paging,
    map: toAddressBookRow(full),
  });
}
