import type { Caller } from '../http/auth/caller';
import type { Actor } from './engine';

/** The workflow actor behind an API caller (the impersonating admin is recorded in the gate log). */
export async function actorOf(caller: Caller): Promise<Actor> {
  return { userId: caller.userId, name: caller.name, elements: (await caller.codes()).elements };
}
