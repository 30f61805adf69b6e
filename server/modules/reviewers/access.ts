import { addressScreen } from '@shared/api/review/screens';
import { maskText } from '@shared/api/secret';
import type { Caller } from '../../http/auth/caller';

/** The review programme's rule for personal data: in full only for holders of 收货地址 btn_viewFull. */
export async function seesPersonalData(caller: Caller): Promise<boolean> {
  return (await caller.codes()).elements.has(addressScreen.code('viewFull'));
}

export const maskOrNull = (value: string | null) => (value === null ? null : maskText(value));
