import type { z } from 'zod';
import type { Endpoint } from '@shared/api/contract';
import { actionOf, endpointFor, hasIdParam, transitionInput, type TransitionEndpoint } from '@shared/api/transition';
import { machineOf } from '@shared/workflow/registry';
import type { Db } from '../db/connection';
import type { ApiRoutes, Route } from '../http/api';
import { fail } from '../http/errors';
import type { Visibility } from '../http/visibility';
import { actorOf } from './actor';
import { runTransition, type Actor, type CurrentRecord, type TransitionResult, type WorkflowTable } from './engine';
import type { Tx } from '../db/connection';

/** What a transition endpoint reads: its body, or its query for the spec's GET transitions. */
export type TransitionInputOf<E> =
  E extends Endpoint<infer Q, infer B, z.ZodType> ? (unknown extends z.output<B> ? z.output<Q> : z.output<B>) : never;

type Base = { id: number; version?: number; comment?: string };

export interface TransitionContext<I> {
  /** The action the input's constant fields selected. */
  action: string;
  input: I;
  actor: Actor;
}

export interface TransitionOptions<I> {
  table: WorkflowTable;
  /** Records out of the caller's view answer "<title>不存在", as if they did not exist. */
  visibility: Visibility;
  /** The reason written to the log; the input's `comment` unless given. */
  comment?: (input: I) => string | undefined;
  /** Business rules and side effects inside the transaction (see TransitionRequest.apply). */
  apply?: (tx: Tx, record: CurrentRecord, c: TransitionContext<I>) => Promise<Record<string, unknown> | void>;
}

type Runner = (db: Db, actor: Actor, input: Base & Record<string, unknown>) => Promise<TransitionResult>;

/** The transition runners of the composed modules' routes, by endpoint and by entity. */
let runners = new Map<TransitionEndpoint, Runner>();
let byEntity = new Map<string, TransitionEndpoint[]>();

/**
 * Takes the transition runners from the composed modules' routes (server/modules/index.ts calls it
 * when it composes them): nothing is registered by loading a module.
 */
export function useTransitions(routes: readonly Route[]): void {
  runners = new Map();
  byEntity = new Map();
  for (const { endpoint, transition } of routes) {
    if (!transition) continue;
    const e = endpoint as TransitionEndpoint;
    runners.set(e, transition as Runner);
    const others = (byEntity.get(e.transitions.entity) ?? []).filter((o) => `${o.method} ${o.path}` !== `${e.method} ${e.path}`);
    byEntity.set(e.transitions.entity, [...others, e]);
  }
}

/** The runner of a transition endpoint, for a module that exposes it under a route of its own. */
export function transitionRunner<E extends TransitionEndpoint>(endpoint: E, o: TransitionOptions<TransitionInputOf<E>>): Runner {
  return runnerFor(endpoint, o);
}

function runnerFor<I>(endpoint: TransitionEndpoint, o: TransitionOptions<I>): Runner {
  const machine = machineOf(endpoint.transitions.entity);
  if (!machine) throw new Error(`${endpoint.method} ${endpoint.path}: no machine ${endpoint.transitions.entity}`);
  return async (db, actor, input) => {
    const action = actionOf(endpoint, input);
    if (!action) throw fail.badRequest();
    const scope = o.visibility.scopeOf(actor);
    if (scope !== undefined) await o.visibility.head(db, input.id, scope);
    const typed = input as unknown as I;
    return runTransition(db, machine, o.table, {
      id: input.id,
      version: input.version,
      comment: o.comment ? o.comment(typed) : input.comment,
      action,
      actor,
      apply: o.apply && ((tx, record) => o.apply!(tx, record, { action, input: typed, actor })),
    });
  };
}

/** The record id of a path such as `/:id/auditPlanOrder`. */
function pathId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw fail.badRequest('id 不正确');
  return id;
}

/**
 * Adds a transition endpoint: the one way a transition is exposed. Reads {id, version, comment, ...}
 * from the query (GET) or body, picks the action whose constant fields the input carries, checks the record
 * is in the caller's view, then runs it through the engine with the module's rules. The route carries its
 * runner, so once the modules are composed a decision taken elsewhere (approvals inbox, Lark card) runs the same code.
 */
export function addTransition<E extends TransitionEndpoint>(routes: ApiRoutes, endpoint: E, o: TransitionOptions<TransitionInputOf<E>>): ApiRoutes {
  const run = runnerFor(endpoint, o);
  return routes.add(
    endpoint,
    async (ctx) => {
      ctx.res.locals.audit = true;
      const input = (endpoint.method === 'GET' ? ctx.query : ctx.body) as unknown as Base & Record<string, unknown>;
      return run(ctx.deps.db, await actorOf(ctx.caller!), hasIdParam(endpoint) ? { ...input, id: pathId(ctx.params.id) } : input);
    },
    run,
  );
}

/** The composed transition endpoints of an entity (`b2b_payment`). */
export const transitionEndpoints = (entity: string): readonly TransitionEndpoint[] => byEntity.get(entity) ?? [];

/**
 * Runs `action` through `endpoint` as `actor`, exactly as the portal's call would: the same input schema,
 * visibility, checks, rules, log entry and event. `input` holds id, version, comment and the action's values.
 */
export async function runTransitionAs(
  db: Db,
  actor: Actor,
  endpoint: TransitionEndpoint,
  action: string,
  input: { id: number; version?: number } & Record<string, unknown>,
): Promise<TransitionResult> {
  const run = runners.get(endpoint);
  if (!run) throw new Error(`${endpoint.method} ${endpoint.path} is in no composed module`);
  const { id, version, ...values } = input;
  const request = transitionInput(endpoint, action, { id, version }, values);
  const schema = endpoint.method === 'GET' ? endpoint.query : endpoint.body;
  const raw = request.query ?? request.body;
  const parsed = { ...((schema ? schema.parse(raw) : raw) as Base & Record<string, unknown>), id };
  if (actionOf(endpoint, parsed) !== action) throw fail.badRequest('不支持的操作');
  return run(db, actor, parsed);
}

/** Runs `action` of an entity through whichever composed endpoint runs it. */
export function runEntityTransition(db: Db, actor: Actor, entity: string, action: string, input: { id: number; version?: number } & Record<string, unknown>) {
  const endpoint = endpointFor(transitionEndpoints(entity), action);
  if (!endpoint) throw fail.badRequest('不支持的操作');
  return runTransitionAs(db, actor, endpoint, action, input);
}
