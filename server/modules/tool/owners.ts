import type { Db } from '../../db/connection';
import type { Caller } from '../../http/auth/caller';

/** A row-level check beside the screen codes (e.g. a salesperson sees only their own customers' records). */
export type MayReadRecord = (ctx: { db: Db; caller: Caller; entityId: number }) => Promise<boolean>;

/** Who may read the attachments of one kind of record; a module lists its owners in its manifest (`attachmentOwners`). */
export interface AttachmentOwner {
  entity: string;
  screenCodes: string[];
  mayRead?: MayReadRecord;
}

const ENTITY = /^[a-z][a-z0-9_]{0,49}$/;

/**
 * Declares who may read the attachments of `entity` (e.g. 'b2b_payment'): holders of any of
 * `screenCodes` (menu or element codes), and, if given, for whom `mayRead` says yes. Declaring
 * registers nothing: the module lists the owner in its manifest, and composing the manifests makes it known.
 */
export function defineAttachmentOwner(entity: string, screenCodes: string[], mayRead?: MayReadRecord): AttachmentOwner {
  if (!ENTITY.test(entity)) throw new Error(`attachment owner name must be snake_case: ${entity}`);
  if (screenCodes.length === 0) throw new Error(`attachment owner ${entity} needs at least one code`);
  return { entity, screenCodes: [...screenCodes], mayRead };
}

let owners = new Map<string, AttachmentOwner>();

/** Makes `list` the attachment owners (composeModules calls it); two owners of one entity are refused. */
export function useAttachmentOwners(list: readonly AttachmentOwner[]): void {
  const next = new Map<string, AttachmentOwner>();
  for (const owner of list) {
    if (next.has(owner.entity)) throw new Error(`attachment owner ${owner.entity} declared twice`);
    next.set(owner.entity, owner);
  }
  owners = next;
}

export function attachmentOwner(entity: string): AttachmentOwner | undefined {
  return owners.get(entity);
}
