import type { Request } from 'express';
import type { Endpoint } from '@shared/api/contract';
import { allElements } from '@shared/catalog';
import type { AppDeps } from '../deps';
import { gateLogs } from '../db/schema';
import type { Caller } from './auth/caller';
import { redact } from './redact';
import { savable } from './input';

const MAX_BODY_CHARS = 2000;

/** A bounded, secret-free summary of what was sent (secrets as the endpoint's contract declares them). */
export function summarizeBody(endpoint: Endpoint, body: unknown, file?: Express.Multer.File): string | null {
  const masked = JSON.stringify(redact(endpoint, body ?? {}));
  const withFile = file ? `${masked} file=${file.originalname} (${file.size} B)` : masked;
  if (withFile === '{}') return null;
  return withFile.length > MAX_BODY_CHARS ? `${withFile.slice(0, MAX_BODY_CHARS)}…` : withFile;
}

let screenOfElement: Map<string, string> | undefined;

/** The screen (menu path) an endpoint belongs to: its menu code, or the screen owning its button code. */
function menuOf(endpoint: Endpoint): string | null {
  if (endpoint.access.kind !== 'code') return null;
  const code = endpoint.access.codes[0]!;
  screenOfElement ??= new Map(allElements().map((e) => [e.code, e.menuPath]));
  return code.startsWith('/') ? code : (screenOfElement.get(code) ?? null);
}

interface GateEntry {
  req: Request;
  endpoint: Endpoint;
  caller: Caller | null;
  resCode: number;
  started: number;
}

/** Records one state-changing call: who, from where, what, under which menu, how it ended. */
export async function recordGateLog(deps: AppDeps, { req, endpoint, caller, resCode, started }: GateEntry): Promise<void> {
  const attemptedUser = typeof req.body?.username === 'string' ? savable(req.body.username.trim().slice(0, 100)) : null;
  await deps.db.insert(gateLogs).values({
    userId: caller?.userId ?? null,
    username: caller?.username ?? attemptedUser,
    host: req.ip ?? null,
    method: req.method,
    path: req.originalUrl.split('?')[0]!.slice(0, 300),
    menu: menuOf(endpoint),
    resCode,
    durationMs: Math.round(performance.now() - started),
    body: summarizeBody(endpoint, req.body, req.file),
    requestId: req.id === undefined ? null : String(req.id),
  });
}
