import { inspect } from 'node:util';
import express, { type Request, type Response, type Router } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { Endpoint } from '@shared/api/contract';
import { Messages, ResCode } from '@shared/api/envelope';
import type { AppDeps } from '../deps';
import type { Caller } from './auth/caller';
import { holdsAny, loadUserCodes, type UserCodes } from './auth/codes';
import { checkServiceCall } from './auth/serviceTokens';
import { tokenFrom, verifyToken, type Identity } from './auth/tokens';
import { ok, sendError, sendJson } from './envelope';
import { inputRefusal } from './dbErrors';
import { AppError, fail } from './errors';
import { recordGateLog } from './gate-log';
import { checkInput, checkParams } from './input';
import { scrubText } from './redact';
import { inSpan } from '../telemetry/requestSpan';
import { markResCode } from '../telemetry/resCode';
import { markRoute } from '../telemetry/route';

export interface HandlerContext<E extends Endpoint> {
  query: NonNullable<E['query']> extends z.ZodType ? z.output<NonNullable<E['query']>> : Record<string, never>;
  body: NonNullable<E['body']> extends z.ZodType ? z.output<NonNullable<E['body']>> : Record<string, never>;
  params: Record<string, string>;
  /** Present on every endpoint that is not public. */
  caller: E['access'] extends { kind: 'public' } ? Caller | null : Caller;
  file?: Express.Multer.File;
  req: Request;
  res: Response;
  deps: AppDeps;
}

/** Returns the envelope's data; a `blob` endpoint writes `res` itself and returns undefined. */
export type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<unknown>;

export interface Route {
  endpoint: Endpoint;
  handler: Handler<Endpoint>;
  /** A transition endpoint's runner (server/workflow/routes.ts), so a decision taken elsewhere runs the same code. */
  transition?: unknown;
  /** A `plain` endpoint's refusals in its own format (the OAuth token call, RFC 6749 §5.2); answers the code for the gate log. */
  refuse?: (res: Response, error: unknown) => number;
}

/** Collects a module's routes; `mountApi` registers them with auth, permission and validation. */
export class ApiRoutes {
  readonly routes: Route[] = [];
  add<E extends Endpoint>(endpoint: E, handler: Handler<E>, transition?: unknown): this {
    this.routes.push({ endpoint, handler: handler as unknown as Handler<Endpoint>, transition });
    return this;
  }
  /** A `transport: 'plain'` endpoint: its data answered as bare JSON, its refusals written by `refuse`. */
  plain<E extends Endpoint>(endpoint: E, handler: Handler<E>, refuse: (res: Response, error: unknown) => number): this {
    if (endpoint.transport !== 'plain') throw new Error(`${endpoint.path} is not declared plain`);
    this.routes.push({ endpoint, handler: handler as unknown as Handler<Endpoint>, refuse });
    return this;
  }
  /** Adds the routes of `other` (e.g. a module's transitions), or only those of `endpoints`. */
  include(other: ApiRoutes, ...endpoints: Endpoint[]): this {
    this.routes.push(...other.routes.filter((r) => !endpoints.length || endpoints.includes(r.endpoint)));
    return this;
  }
}

const upload = (maxBytes: number) => multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1 }, defParamCharset: 'utf8' });

function withCodes(deps: AppDeps, identity: Identity): Caller {
  let cached: Promise<UserCodes> | undefined;
  // A service client's codes came with its checked token (server/http/auth/serviceTokens.ts).
  if (identity.service) return { ...identity, codes: async () => identity.service!.codes };
  return { ...identity, codes: () => (cached ??= deps.access.userCodes(identity.userId, () => loadUserCodes(deps.db, identity.userId))) };
}

async function identify(deps: AppDeps, req: Request, query: Request['query']): Promise<Caller | null> {
  const token = tokenFrom(req.get('authorization'), query.token);
  const identity = token ? await deps.access.identity(token, () => verifyToken(deps, token)) : null;
  return identity && withCodes(deps, identity);
}

async function checkAccess(endpoint: Endpoint, caller: Caller | null, req: Request): Promise<void> {
  if (endpoint.access.kind === 'public') return;
  if (!caller) throw fail.loggedOut();
  if (caller.service) checkServiceCall(endpoint, caller.service, req.ip);
  if (endpoint.access.kind === 'code' && !holdsAny(await caller.codes(), endpoint.access.codes)) throw fail.forbidden();
}

/** A save endpoint's add or edit code, by whether the checked body names a record. */
async function checkSave(endpoint: Endpoint, caller: Caller | null, input: { body: unknown; query: unknown }): Promise<void> {
  const save = endpoint.access.kind === 'code' ? endpoint.access.save : undefined;
  if (!save || !caller) return;
  // The record rides in the body, or in the query of a GET save (addOrUpdKolPool).
  const record = (endpoint.body ? input.body : input.query) as { id?: unknown };
  const code = record.id ? save.edit : save.add;
  if (!holdsAny(await caller.codes(), [code])) throw fail.forbidden();
}

function handle(deps: AppDeps, route: Route) {
  const { endpoint, handler } = route;
  return async (req: Request, res: Response) => {
    const started = performance.now();
    markRoute(res, endpoint.path);
    let caller: Caller | null = null;
    let resCode: number = ResCode.OK;
    try {
      // Express parses the query string again on every read of `req.query`: read once.
      const query = req.query;
      caller = await inSpan(res, 'identify', () => identify(deps, req, query));
      await checkAccess(endpoint, caller, req);
      if (endpoint.transport === 'multipart') await readUpload(endpoint, req, res);
      checkRequest(req, query);
      const ctx = {
        query: endpoint.query ? endpoint.query.parse(query) : {},
        body: endpoint.body ? endpoint.body.parse(req.body ?? {}) : {},
        params: req.params as Record<string, string>,
        caller,
        file: req.file,
        req,
        res,
        deps,
      } as HandlerContext<Endpoint>;
      await checkSave(endpoint, caller, ctx);
      const data = await inSpan(res, `handler ${endpoint.path}`, () => handler(ctx));
      if (!res.headersSent) sendJson(res, endpoint.transport === 'plain' ? data : ok(data ?? null, res.locals.resDes));
    } catch (error) {
      // A crash report quotes what failed (a SQL statement with its values): never a secret the caller sent.
      if (!(error instanceof AppError) && !(error instanceof z.ZodError) && !inputRefusal(error)) req.log.error(scrubText(endpoint, req, `${req.method} ${req.path} ${inspect(error)}`));
      resCode = res.headersSent ? ResCode.FAILED : (route.refuse ?? sendError)(res, error);
    }
    markResCode(res, resCode);
    // Grants, memberships, names and sessions change only through state-changing calls.
    if (endpoint.method !== 'GET') deps.access.clear();
    // Every call of a machine client is logged, reads included.
    if (endpoint.method !== 'GET' || res.locals.audit || caller?.service) {
      await recordGateLog(deps, { req, endpoint, caller, resCode, started }).catch((e) => console.error('gate log', e));
    }
  };
}

/** Every input of a request passes the one input check (input.ts) before its contract parses it. */
function checkRequest(req: Request, query: Request['query']): void {
  checkParams(req.params as Record<string, string>);
  checkInput(query);
  checkInput(req.body ?? {});
  if (req.file) checkInput(req.file.originalname, 'file');
}

/** Parses the one uploaded file after the caller is known, so anonymous uploads are never buffered. */
function readUpload(endpoint: Endpoint, req: Request, res: Response): Promise<void> {
  const limits = endpoint.upload!;
  return new Promise((resolve, reject) =>
    upload(limits.maxBytes).single('file')(req, res, (error: unknown) => {
      if (!error) return resolve();
      const tooBig = error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE';
      reject(new AppError(tooBig ? ResCode.TOO_LARGE : ResCode.BAD_REQUEST, tooBig ? limits.tooLarge : Messages.uploadFailed));
    }),
  );
}

/** Literal paths before parameterised ones, so `/user/page` is never taken for `/user/:id`. */
function byRouteOrder(a: Route, b: Route): number {
  return Number(a.endpoint.path.includes(':')) - Number(b.endpoint.path.includes(':'));
}

export function mountApi(deps: AppDeps, modules: ApiRoutes[]): { router: Router; routes: Route[] } {
  const router = express.Router();
  const routes = modules.flatMap((m) => m.routes).sort(byRouteOrder);
  const seen = new Set<string>();
  /** Handlers of the paths without parameters, by `METHOD path` exactly as declared. */
  const literal = new Map<string, ReturnType<typeof handle>>();
  for (const route of routes) {
    const { method, path, access } = route.endpoint;
    const key = `${method} ${path}`;
    if (seen.has(key)) throw new Error(`endpoint declared twice: ${key}`);
    if (!access) throw new Error(`endpoint without access rule: ${key}`);
    seen.add(key);
    const handler = handle(deps, route);
    if (!path.includes(':') && !path.includes('*')) literal.set(key, handler);
    router[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path, handler);
  }
  // A request for a declared path, spelled exactly so, goes straight to its handler instead of being
  // matched against every route in turn; anything else (other case, trailing slash, HEAD, parameters)
  // is routed by the router as before. Literal routes come first there too, so the answer is the same.
  const fast = express.Router();
  fast.use((req, res, next) => {
    const handler = literal.get(`${req.method} ${req.path}`);
    if (!handler) return next();
    req.params = {};
    return handler(req, res);
  });
  fast.use(router);
  return { router: fast, routes };
}
