import type { FrontInfo as UserInfo } from '@shared/api/user';

export type Can = (code: string) => boolean;

/** `can(code)`: the user holds this menu code (route path) or element (button) code. */
export function createCan(info: Pick<UserInfo, 'menus' | 'elements'> | null): Can {
  const codes = new Set([...(info?.menus ?? []), ...(info?.elements ?? [])]);
  return (code) => codes.has(code);
}
