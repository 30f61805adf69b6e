import type { z } from 'zod';
import type { Endpoint } from '@shared/api/contract';
import type { transitionBody } from '@shared/api/workflow';
import type { Machine } from '@shared/workflow';
import type { ApiRoutes, HandlerContext } from '../http/api';
import { actorOf } from './actor';
import { runTransition, type CurrentRecord, type TransitionResult, type Tx, type WorkflowTable } from './engine';

type TransitionInput = z.output<typeof transitionBody>;

export interface TransitionRouteOptions<E extends Endpoint> {
  machine: Machine;
  table: WorkflowTable;
  action: string;
  /** Where the endpoint's body or query carries {id, version, comment}: the spec has GET transitions. */
  input: (ctx: HandlerContext<E>) => TransitionInput;
  /** Business rules and side effects inside the transaction (see TransitionRequest.apply). */
  apply?: (tx: Tx, record: CurrentRecord, ctx: HandlerContext<E>) => Promise<Record<string, unknown> | void>;
}

/**
 * Registers an endpoint that runs one declared transition as the caller. The endpoint's own access
 * rule opens the screen; the engine then checks the transition's element code, actor rule and state.
 */
export function addTransition<E extends Endpoint>(routes: ApiRoutes, endpoint: E, o: TransitionRouteOptions<E>): ApiRoutes {
  return routes.add(endpoint, async (ctx): Promise<TransitionResult> => {
    ctx.res.locals.audit = true;
    const { id, version, comment } = o.input(ctx);
    return runTransition(ctx.deps.db, o.machine, o.table, {
      id,
      version,
      comment,
      action: o.action,
      actor: await actorOf(ctx.caller!),
      apply: o.apply && ((tx, record) => o.apply!(tx, record, ctx)),
    });
  });
}
