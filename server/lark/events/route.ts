import express, { type Request, type Response, type Router } from 'express';
import type { AppDeps } from '../../deps';
import { BOT_REPLY_JOB, botMessageOf, messageEvent } from '../bot';
import { handleCardAction } from './cardAction';
import { hasReceipt, outsideWindow, takeReceipt } from './receipts';
import { openLarkRequest } from './verify';

/** Largest event body accepted (cards and messages are a few KB). */
const MAX_BODY = '512kb';

/**
 * `POST /lark/events`: events and card callbacks from Lark. The raw bytes are kept for the
 * signature; a forged or stale request is refused with 401 and logged, never processed. Each event
 * id is taken once across all processes; slow work goes to the job queue so Lark hears back in time.
 */
export function larkEventsRouter(deps: AppDeps): Router {
  const router = express.Router();
  router.post('/lark/events', express.raw({ type: () => true, limit: MAX_BODY }), async (req: Request, res: Response) => {
    const lark = deps.config.lark;
    if (!lark) return res.status(404).json({ msg: 'the Lark bridge is not configured' });
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const opened = openLarkRequest(raw, req.headers, lark);
    if (opened.kind === 'refused') {
      console.warn(`lark events: refused a request from ${req.ip}: ${opened.reason}`);
      return res.status(opened.status).json({ msg: 'refused' });
    }
    if (opened.kind === 'challenge') return res.json({ challenge: opened.challenge });

    const { header, event } = opened.envelope;
    const eventId = header?.event_id;
    const type = header?.event_type ?? '';
    if (!eventId) return res.status(400).json({ msg: 'no event id' });
    if (outsideWindow(header?.create_time)) {
      // Its receipt may be gone: processing it could repeat what was done days ago.
      console.warn(`lark events: refused ${type} ${eventId} created outside the receipt window`);
      return res.status(400).json({ msg: 'event too old' });
    }
    try {
      if (type === 'card.action.trigger') {
        // Answered in the request; the decision's own version check stops a second run, and the
        // receipt written after it marks a replay.
        const replay = await hasReceipt(deps.db, eventId);
        const answer = await handleCardAction(deps, event, replay);
        if (!replay) await takeReceipt(deps.db, eventId, type);
        return res.json(answer);
      }
      const message = type === 'im.message.receive_v1' ? messageEvent.safeParse(event) : undefined;
      await deps.db.transaction(async (tx) => {
        if (!(await takeReceipt(tx, eventId, type))) return;
        if (message?.success) await deps.jobs.sendInTransaction(tx, BOT_REPLY_JOB, botMessageOf(message.data), { retryLimit: 2, expireInSeconds: 60 });
      });
      res.json({});
    } catch (error) {
      // Nothing was kept: Lark's retry is processed as the first delivery.
      console.error(`lark events: ${type} ${eventId}`, error);
      res.status(500).json({ msg: 'failed' });
    }
  });
  return router;
}
