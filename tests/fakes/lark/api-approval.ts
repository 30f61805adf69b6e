import { larkErrors } from './errors';
import type { Route } from './http';
import { fail, objectBody, ok, tenantTokenError } from './http';
import type { LarkJson } from './types';

const INSTANCE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED', 'DELETED', 'HIDDEN', 'TERMINATED'];
const TASK_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'TRANSFERRED', 'DONE'];

const isText = (v: unknown) => typeof v === 'string' && v.length > 0;
/** Times are epoch milliseconds as strings ("0" for no end yet). */
const isMillis = (v: unknown) => typeof v === 'string' && /^\d+$/.test(v);
const hasLink = (v: unknown) => !!v && typeof v === 'object' && (isText((v as LarkJson).pc_link) || isText((v as LarkJson).mobile_link));

/** What Lark checks of an instance (approval v4 external_instances, 同步三方审批实例): the required fields and their values. */
function problem(body: LarkJson): string | undefined {
  if (!isText(body.approval_code) || !isText(body.instance_id)) return 'approval_code and instance_id are required';
  if (!INSTANCE_STATUSES.includes(String(body.status))) return 'status is invalid';
  if (!hasLink(body.links) || !isText((body.links as LarkJson).pc_link)) return 'links.pc_link is required';
  if (![body.start_time, body.end_time, body.update_time].every(isMillis)) return 'start_time, end_time and update_time are epoch milliseconds';
  const resources = body.i18n_resources as Array<{ is_default?: boolean; texts?: unknown[] }> | undefined;
  if (!Array.isArray(resources) || resources.filter((r) => r.is_default).length !== 1) return 'i18n_resources needs exactly one default locale';
  const tasks = (body.task_list as LarkJson[] | undefined) ?? [];
  for (const t of tasks) {
    if (!isText(t.task_id) || !hasLink(t.links) || !TASK_STATUSES.includes(String(t.status)) || !isMillis(t.create_time) || !isMillis(t.end_time)) return `task ${String(t.task_id)} is invalid`;
    if (!isText(t.open_id) && !isText(t.user_id)) return `task ${String(t.task_id)} names no approver`;
  }
  const ids = tasks.map((t) => t.task_id);
  if (new Set(ids).size !== ids.length) return 'task ids repeat';
  return undefined;
}

/** approval v4: third-party instances synced into the approval centre. */
export const approvalRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/open-apis/approval/v4/external_instances',
    handle(ctx) {
      const denied = tenantTokenError(ctx);
      if (denied) return denied;
      const body = objectBody(ctx) as LarkJson | undefined;
      if (!body) return fail(larkErrors.fieldValidation);
      const wrong = problem(body);
      if (wrong) return fail(larkErrors.approvalInvalidParam, wrong);
      if (!ctx.state.approvals.definition(String(body.approval_code))) return fail(larkErrors.approvalNotFound);
      ctx.state.approvals.sync(body);
      return ok({ data: body });
    },
  },
];
