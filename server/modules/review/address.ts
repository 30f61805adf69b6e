import type { AddressOut } from '@shared/api/review/detail';
import { maskText as mask } from '@shared/api/secret';
import { addressScreen } from '@shared/api/review/screens';
import type { reviewOrderAddresses } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';

type Address = typeof reviewOrderAddresses.$inferSelect;


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
