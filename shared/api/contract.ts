import type { z } from 'zod';
import type { Code } from '../screen/define';

/**
 * Who may call an endpoint. Deny by default: an endpoint must say one of these, and the server
 * refuses to register one that does not.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'login' }
  /**
   * A menu code (route path) or an element code; any one of `codes` is enough. A save endpoint
   * (add without `id`, edit with one) also names which code each needs: `save`.
   */
  | { kind: 'code'; codes: Code[]; save?: { add: Code; edit: Code } };

export const PUBLIC: Access = { kind: 'public' };
export const LOGIN: Access = { kind: 'login' };
/** Access for holders of any of these codes; only a screen declaration makes a code (`screen.menu`, `screen.code('add')`). */
export const needs = (...codes: Code[]): Access => ({ kind: 'code', codes });
/** A save endpoint: a body without `id` needs the add code, one with `id` the edit code (checked once, in server/http/api.ts). */
export const needsToSave = (add: Code, edit: Code): Access => ({ kind: 'code', codes: [add, edit], save: { add, edit } });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One `/api` endpoint, declared once and used by the server (routing, validation, permission)
 * and by the web client (typed calls). */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Express-style path, exactly as the spec writes it; `:name` for path parameters. */
  path: string;
  access: Access;
  summary: string;
  query?: Q;
  body?: B;
  response?: R;
  /** `multipart` takes one uploaded `file`; `blob` answers with a file instead of the envelope;
   * `plain` answers its response as bare JSON, outside the envelope (the OAuth token call, RFC 6749 §5). */
  transport?: 'json' | 'multipart' | 'blob' | 'plain';
  /** For `multipart`: the largest accepted file and the message when it is larger. */
  upload?: { maxBytes: number; tooLarge: string };
  /** Set by `transitionEndpoint` (shared/api/transition.ts): the transitions this endpoint runs. */
  transitions?: TransitionBinding;
}

/** Ties an endpoint to transitions of one machine: action -> constant fields that select it (e.g. approve: { pass: true }). */
export interface TransitionBinding {
  entity: string;
  actions: Record<string, Record<string, unknown>>;
}

export function endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return e;
}

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type DataOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Fills `:name` segments of a path from `params`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
