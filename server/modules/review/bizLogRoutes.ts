import { queryBizLog } from '@shared/api/review/bizLog';
import { machineOf } from '@shared/workflow/registry';
import { ApiRoutes } from '../../http/api';
import { actorOf } from '../../workflow';
import { workflowLog } from '../../workflow';
import { fail } from '../../http/errors';
import { detailVisibility, planOrderVisibility } from './visibility';

/** base/baseBizLog/queryBizLog: the business log of a plan order or an order detail the caller may see. */
export function bizLogRoutes(): ApiRoutes {
  return new ApiRoutes().add(queryBizLog, async ({ query, caller, deps }) => {
    const actor = await actorOf(caller);
    const visibility = query.bizType === 'review_plan_order' ? planOrderVisibility : detailVisibility;
    await visibility.head(deps.db, query.bizId, visibility.scopeOf({ userId: actor.userId, elements: actor.elements }), { deletedToo: true });
    const machine = machineOf(query.bizType);
    if (!machine) throw fail.badRequest('业务类型不正确');
    return workflowLog(deps.db, machine, query.bizId);
  });
}
