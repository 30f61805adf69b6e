import type { Caller } from '../../../http/api';

/**
 * The user id a list is limited to, or undefined when the caller holds `<screen>:btn_viewAll`
 * (docs/domain/b2b.md, Visibility).
 */
export async function ownerScope(caller: Caller, screenKey: string): Promise<number | undefined> {
  const { elements } = await caller.codes();
  return elements.has(`${screenKey}:btn_viewAll`) ? undefined : caller.userId;
}
