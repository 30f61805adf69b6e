import type { Db } from '../../db/connection';
import type { Caller } from '../../http/auth/caller';

/** A row-level check beside the screen codes (e.g. a salesperson sees only their own customers' records). */
export type MayReadRecord = (ctx: { db: Db; caller: Caller; entityId: number }) => Promise<boolean>;

interface Owner {
  screenCodes: string[];
  mayRead?: MayReadRecord;
}

const owners = new Map<string, Owner>();
const ENTITY = /^[a-z][a-z0-9_]{0,49}$/;

/**
 * Declares who may read the attachments of `entity` (e.g. 'b2b_payment'): holders of any of
 * `screenCodes` (menu or element codes), and, if given, for whom `mayRead` says yes. A module calls
 * it once, next to its routes. Registering the same entity again with other codes is a mistake.
 */
export function registerAttachmentOwner(entity: string, screenCodes: string[], mayRead?: MayReadRecord): void {
  if (!ENTITY.test(entity)) throw new Error(`attachment owner name must be snake_case: ${entity}`);
  if (screenCodes.length === 0) throw new Error(`attachment owner ${entity} needs at least one code`);
  const known = owners.get(entity);
  if (known && (known.screenCodes.join('\n') !== screenCodes.join('\n') || known.mayRead !== mayRead)) {
    throw new Error(`attachment owner ${entity} registered twice with different rules`);
  }
  owners.set(entity, { screenCodes: [...screenCodes], mayRead });
}

export function attachmentOwner(entity: string): Owner | undefined {
  return owners.get(entity);
}
