import { elementCode } from '@shared/catalog/codes';
import type { Caller } from '../../../http/api';

/**
 * The user a list is limited to, or undefined when the caller holds `<screen>:btn_viewAll` on any of
 * `screens` (docs/domain/b2b.md, Visibility).
 */
export async function ownerScope(caller: Caller, ...screens: string[]): Promise<number | undefined> {
  const { elements } = await caller.codes();
  return screens.some((screen) => elements.has(elementCode(screen, 'viewAll'))) ? undefined : caller.userId;
}
