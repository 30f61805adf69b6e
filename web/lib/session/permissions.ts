import type { FrontInfo as UserInfo } from '@shared/api/user';
import type { Endpoint } from '@shared/api/contract';
import type { Code } from '@shared/screen';

/** Takes only codes made by a screen declaration (`paymentScreen.code('audit')`, `userScreen.menu`). */
export type Can = (code: Code) => boolean;

/** `can(code)`: the user holds this menu code (route path) or element (button) code. */
export function createCan(info: Pick<UserInfo, 'menus' | 'elements'> | null): Can {
  const codes = new Set([...(info?.menus ?? []), ...(info?.elements ?? [])]);
  return (code) => codes.has(code);
}

/** The user may call `endpoint`: it needs only a login, or the user holds one of its codes (declared in shared/api). */
export function mayCall(can: Can, endpoint: Pick<Endpoint, 'access'>): boolean {
  return endpoint.access.kind !== 'code' || endpoint.access.codes.some((code) => can(code as Code));
}
