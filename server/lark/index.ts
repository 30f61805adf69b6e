/**
 * The Lark (Feishu) bridge: events and card callbacks, identity binding and launch, approval cards.
 * Off (routes answer 404 or say so) until config.lark is complete; see docs/lark.md.
 */
import type { Express } from 'express';
import type { AppDeps } from '../deps';
import { approvalCallbackRouter } from './approvalCentre/callback';
import { BOT_REPLY_JOB, replyToMessage, type BotMessage } from './bot';
import { purgeReceipts } from './events/receipts';
import { larkEventsRouter } from './events/route';
import { launchRouter } from './identity/launch';
import { startApprovalRelay } from './relay';

export { larkIdentityRoutes } from './identity/routes';

const PURGE_RECEIPTS_JOB = 'lark.receipts.purge';

/** Mounts /lark/events, /lark/approval-actions and /lark/start, /lark/launch (before the portal's catch-all). */
export function mountLark(app: Express, deps: AppDeps): void {
  app.use(larkEventsRouter(deps));
  app.use(approvalCallbackRouter(deps));
  app.use(launchRouter(deps));
}

export async function startLarkWorkers(deps: AppDeps): Promise<void> {
  if (!deps.config.lark) return;
  await deps.jobs.work<BotMessage>(BOT_REPLY_JOB, (message) => replyToMessage(deps, message));
  await deps.jobs.work(PURGE_RECEIPTS_JOB, () => purgeReceipts(deps.db));
  await deps.jobs.every(PURGE_RECEIPTS_JOB, 3600);
  await startApprovalRelay(deps);
}
