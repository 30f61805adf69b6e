import { gatedLeaves, findEntry } from '@shared/catalog';
import { ClientMessages, type GrantableCode } from '@shared/api/ops/clients';
import { screenOf } from '@shared/screen/registry';
import type { Caller } from '../../../http/auth/caller';
import type { UserCodes } from '../../../http/auth/codes';
import { fail } from '../../../http/errors';

const parentTitle = (path: string) => findEntry(path.slice(0, path.lastIndexOf('/')) || '/')?.title ?? '';

/** The screens and buttons `codes` hold, as the picker shows them. */
export function grantable(codes: UserCodes): GrantableCode[] {
  return gatedLeaves()
    .filter((leaf) => codes.menus.has(leaf.path))
    .map((leaf) => ({
      code: leaf.path,
      title: leaf.title,
      group: parentTitle(leaf.path),
      elements: (screenOf(leaf.path)?.elements ?? leaf.elements ?? []).filter((e) => codes.elements.has(e.code)),
    }));
}

/** Refuses codes the granting user does not hold (the client never gets more than a person could do). */
export async function checkGrantable(caller: Caller, wanted: readonly string[]): Promise<string[]> {
  const held = await caller.codes();
  const extra = wanted.filter((code) => !held.menus.has(code) && !held.elements.has(code));
  if (extra.length) throw fail.badRequest(`${ClientMessages.notHeld}${extra.slice(0, 5).join('、')}${extra.length > 5 ? ' 等' : ''}`);
  return [...new Set(wanted)];
}
