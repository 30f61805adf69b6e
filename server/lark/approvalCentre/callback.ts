import { eq, or } from 'drizzle-orm';
import express, { type Router } from 'express';
import { z } from 'zod';
import { actionsOf, approvalSource, approvalTransitions, decideApproval, decisionFailure } from '../../approvals';
import { larkBindings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { sameSecret } from '../events/verify';
import { actorOfOpenId } from '../identity/actor';
import { queueCardSync } from '../relay';
import { quickActions, type ActionContext } from './instance';

/** Lark's quick-approval callback (三方快捷审批回调), the fields the CRM reads. */
const callbackBody = z.object({
  action_type: z.enum(['APPROVE', 'REJECT']),
  action_context: z.string(),
  user_id: z.string().optional(),
  open_id: z.string().optional(),
  approval_code: z.string(),
  instance_id: z.string().optional(),
  task_id: z.string().optional(),
  reason: z.string().optional(),
  token: z.string(),
});

const actionContext = z.object({ entity: z.string(), id: z.number().int().positive(), version: z.number().int().positive(), stage: z.string() });

/** Lark's answer format: `code` 0 when the CRM took the decision, otherwise the reason in `msg`. */
const answer = (code: number, msg: string) => ({ code, msg });

function parseContext(raw: string): ActionContext | undefined {
  try {
    const parsed = actionContext.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The Lark account that acted: Lark names it by user_id (open_id when it sends one). */
async function openIdOf(deps: AppDeps, userId: string | undefined, openId: string | undefined): Promise<string | undefined> {
  const match = [userId ? eq(larkBindings.larkUserId, userId) : undefined, openId ? eq(larkBindings.openId, openId) : undefined].filter((c) => c !== undefined);
  if (!match.length) return undefined;
  const [row] = await deps.db.select({ openId: larkBindings.openId }).from(larkBindings).where(or(...match));
  return row?.openId;
}

/**
 * `POST /lark/approval-actions`: 同意 / 拒绝 taken in Lark's approval centre. Runs the same decision
 * as the card, the widget and the portal, as the approver's CRM user; the decision then reaches the
 * instance, the cards and the requester through the outbox like any other. A refusal (someone else
 * decided first, no permission, a reason missing) is answered with its message and re-syncs the
 * instance so the approval centre shows the record as it is.
 */
export function approvalCallbackRouter(deps: AppDeps): Router {
  const router = express.Router();
  router.post('/lark/approval-actions', express.json({ limit: '64kb' }), async (req, res) => {
    const centre = deps.config.lark?.approvalCentre;
    if (!centre) return res.status(404).json(answer(404, 'the approval centre is not configured'));
    const body = callbackBody.safeParse(req.body);
    if (!body.success) return res.status(400).json(answer(400, 'bad request'));
    const call = body.data;
    if (!sameSecret(call.token, centre.callbackToken) || call.approval_code !== centre.approvalCode) {
      console.warn(`lark approval callback: refused a request from ${req.ip}`);
      return res.status(401).json(answer(401, 'refused'));
    }
    const context = parseContext(call.action_context);
    const source = context && approvalSource(context.entity);
    if (!context || !source) return res.status(400).json(answer(400, '无法识别的审批任务'));
    const openId = await openIdOf(deps, call.user_id, call.open_id);
    const actor = openId ? await actorOfOpenId(deps.db, openId) : { refused: '当前飞书账号未绑定 CRM 账号' };
    if ('refused' in actor) return res.json(answer(403, actor.refused));
    const { approve, reject } = quickActions(await actionsOf(deps.db, source, approvalTransitions(source.machine, context.stage)));
    const chosen = call.action_type === 'APPROVE' ? approve : reject;
    if (!chosen) return res.json(answer(400, '请在 CRM 中处理该审批'));
    try {
      const result = await decideApproval(deps.db, actor, context.entity, { id: context.id, version: context.version, action: chosen.action, comment: call.reason?.trim() || undefined, fields: {} });
      return res.json(answer(0, `已${result.label}，当前状态：${result.statusLabel}`));
    } catch (error) {
      const message = decisionFailure(error);
      if (!message) throw error;
      await queueCardSync(deps, context.entity, context.id);
      return res.json(answer(409, message));
    }
  });
  return router;
}
