import type { ApprovalSource } from '../approvals/source';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { AppDeps } from '../deps';
import type { ExportKind } from '../excel/export-kinds';
import type { ImportKind } from '../excel/import-kinds';
import type { HomeFigure } from '../home/figures';
import type { ApiRoutes } from '../http/api';
import type { MailReplyListener } from './mail';
import type { AttachmentOwner } from './tool';

/** What a module's demo data may need besides the database: where files go, the gift card key. */
export type DemoContext = Pick<Config, 'dataDir' | 'giftCardKey'>;

/**
 * What a module declares of itself; server/modules/index.ts composes every manifest in one list, and
 * the app, the workers, the seed, the approvals inbox and the Lark relay read that list. A module's
 * transitions travel with its routes (addTransition), so decisions taken outside the portal find them.
 */
export interface ModuleManifest {
  /** The module's folder, e.g. `sales`. */
  name: string;
  /** Its endpoints, transitions included. */
  routes(): ApiRoutes[];
  /** Record types whose waiting approvals the inbox lists and Lark relays. */
  approvals?: readonly ApprovalSource[];
  /** Key figures it shows on 首页 to the holders of their screens (server/home/figures.ts). */
  figures?: readonly HomeFigure[];
  /** The records whose attachments it keeps, and who may read them (server/modules/tool). */
  attachmentOwners?: readonly AttachmentOwner[];
  /** What it does when a received mail answers one it sent (inside the transaction storing the reply). */
  mailReplies?: readonly MailReplyListener[];
  /** Its Excel exports: the report centre's worker runs a task only of a composed kind. */
  exports?: readonly ExportKind[];
  /** Its Excel imports: their templates are listed and downloaded in the report centre. */
  imports?: readonly ImportKind[];
  /**
   * Loads its demo data when the demo is on (CROSSDOCK_DEMO); each step is idempotent. The seed runs the
   * demos in the order of `demoOrder` (server/modules/index.ts), after the demo users.
   */
  demo?(db: Db, ctx: DemoContext): Promise<unknown>;
  /** Background workers, started once per process after the app is built. */
  workers?(deps: AppDeps): Promise<void>;
}
