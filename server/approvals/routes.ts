import { approvalDecide, approvalDetail, approvalInbox, approvalPathParams } from '@shared/api/approvals';
import { ApiRoutes } from '../http/api';
import { actorOf } from '../workflow';
import { approvalDetail as detail, approvalInbox as inbox, decideApproval } from './service';

/** The approvals inbox of the widgets: every kind in one list, one detail, one decision call. */
export function approvalRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(approvalInbox, async ({ query, caller, deps }) => inbox(deps.db, await actorOf(caller), query.kind))
    .add(approvalDetail, async ({ params, caller, deps }) => {
      const { entity, id } = approvalPathParams.parse(params);
      return detail(deps.db, await actorOf(caller), entity, id);
    })
    .add(approvalDecide, async ({ params, body, caller, deps, res }) => {
      res.locals.audit = true;
      const { entity, id } = approvalPathParams.parse(params);
      const result = await decideApproval(deps.db, await actorOf(caller), entity, { id, ...body, fields: body.fields ?? {} });
      return { status: result.to, statusLabel: result.statusLabel, version: result.version };
    });
}
