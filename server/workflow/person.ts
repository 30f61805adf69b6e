import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import type { Caller } from '../http/auth/caller';
import { loadUserCodes } from '../http/auth/codes';
import type { Actor } from './engine';

/** A user acting outside a request (the demo data): as the caller of a module function and as a workflow actor. */
export type Person = { actor: Actor; caller: Caller };

/** The user `username` with the codes they hold now; undefined when there is no such user. */
export async function who(db: Db, username: string): Promise<Person | undefined> {
  const [u] = await db.select({ id: users.id, name: users.name, username: users.username }).from(users).where(eq(users.username, username));
  if (!u) return undefined;
  const codes = await loadUserCodes(db, u.id);
  const caller: Caller = { userId: u.id, sessionId: 'demo', actorId: null, actorName: null, username: u.username, name: u.name, avatar: null, introduction: null, codes: async () => codes };
  return { actor: { userId: u.id, name: u.name, elements: codes.elements }, caller };
}
