import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { holdsAny } from '../../http/auth/codes';

/** A task or import: whose it is and the screen it belongs to. */
interface Owned {
  userId: number;
  screen: string;
}

/**
 * A file may be fetched by its owner, or by a holder of `seeAll`, and only while they still hold
 * the screen it came from (someone who lost the screen loses the download).
 */
export async function assertMayFetch(caller: Caller, row: Owned | undefined, seeAll: string, missing: string): Promise<void> {
  if (!row) throw fail.notFound(missing);
  const codes = await caller.codes();
  if (!holdsAny(codes, [row.screen])) throw fail.forbidden();
  if (row.userId !== caller.userId && !holdsAny(codes, [seeAll])) throw fail.forbidden();
}

/** `all=true` lists need `seeAll`; otherwise the list is the caller's own rows. */
export async function listOwner(caller: Caller, all: boolean, seeAll: string): Promise<number | undefined> {
  if (!all) return caller.userId;
  if (!holdsAny(await caller.codes(), [seeAll])) throw fail.forbidden();
  return undefined;
}
