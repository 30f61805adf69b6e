import type { z } from 'zod';
import type { ActionOf, Machine } from '../workflow/machine';
import { needs, type Endpoint, type TransitionBinding } from './contract';

export type { TransitionBinding };

/** An endpoint that runs transitions of one machine; which one is told by the constant fields of its input. */
export type TransitionEndpoint<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = Endpoint<Q, B, R> & {
  transitions: TransitionBinding;
};

type TransitionDefinition<M extends Machine, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = Omit<Endpoint<Q, B, R>, 'access' | 'transitions'> & {
  /** The actions this endpoint runs, each with the constant fields that select it (`{}` when it runs one). */
  actions: { [A in ActionOf<M>]?: Record<string, unknown> };
};

/**
 * Declares a transition endpoint; its access is needs(<element codes of the listed actions' transitions>),
 * derived from the machine, so the http layer refuses a caller who may take none of them.
 */
export function transitionEndpoint<M extends Machine, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType>(
  machine: M,
  def: TransitionDefinition<M, Q, B, R>,
): TransitionEndpoint<Q, B, R> {
  const { actions, ...endpoint } = def;
  const bound = actions as Record<string, Record<string, unknown>>;
  const codes = Object.keys(bound).map((action) => {
    const t = machine.transitions.find((x) => x.action === action);
    if (!t) throw new Error(`${machine.entity}: no transition ${action} for ${endpoint.method} ${endpoint.path}`);
    return t.element;
  });
  if (!codes.length) throw new Error(`${endpoint.method} ${endpoint.path}: no action`);
  return { ...endpoint, access: needs(...new Set(codes)), transitions: { entity: machine.entity, actions: bound } };
}

/** Whether the endpoint's path names the record: `/api/.../:id/...`. */
export const hasIdParam = (endpoint: { path: string }) => endpoint.path.includes('/:id/') || endpoint.path.endsWith('/:id');

/** The request for running `action` through `endpoint`: { query } for GET, { body } otherwise, = { id, version, ...constants of the action, ...values }. */
export function transitionInput(
  endpoint: TransitionEndpoint,
  action: string,
  ref: { id: number; version?: number },
  values: Record<string, unknown> = {},
): { query?: Record<string, unknown>; body?: Record<string, unknown>; params?: { id: number } } {
  const constants = endpoint.transitions.actions[action];
  if (!constants) throw new Error(`${endpoint.method} ${endpoint.path} does not run ${action}`);
  const input = { id: ref.id, ...(ref.version === undefined ? {} : { version: ref.version }), ...constants, ...values };
  // A path naming the record (`/:id/auditPlanOrder`) also takes the id there.
  const params = hasIdParam(endpoint) ? { params: { id: ref.id } } : {};
  return endpoint.method === 'GET' ? { query: input, ...params } : { body: input, ...params };
}

/** The endpoint among `endpoints` that runs `action` (undefined if none). */
export function endpointFor(endpoints: readonly TransitionEndpoint[], action: string): TransitionEndpoint | undefined {
  return endpoints.find((e) => Object.prototype.hasOwnProperty.call(e.transitions.actions, action));
}

/** The action of `endpoint` whose constant fields all equal those of `input` (the first one listed). */
export function actionOf(endpoint: TransitionEndpoint, input: Record<string, unknown>): string | undefined {
  return Object.entries(endpoint.transitions.actions).find(([, constants]) => Object.entries(constants).every(([k, v]) => input[k] === v))?.[0];
}
