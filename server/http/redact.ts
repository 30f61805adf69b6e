import type { Endpoint } from '@shared/api/contract';
import { endpointSecretPaths } from '@shared/api/secret';

/** What a secret value is written as, wherever a request is recorded. */
export const MASK = '***';

/** A safety net under the declarations: keys that name a credential are masked on any endpoint (a yes/no such as `pass` stays). */
const CREDENTIAL_KEY = /pass|pwd|token|secret|veritycode|captcha|api_?key|private_?key/i;
/** Shorter values would turn a scrubbed error text into noise. */
const MIN_SCRUB_LENGTH = 4;
const MAX_DEPTH = 20;

const namesCache = new WeakMap<Endpoint, Set<string>>();

/** The names of an endpoint's secret fields (the last part of each declared path). */
function secretNames(endpoint: Endpoint): Set<string> {
  let names = namesCache.get(endpoint);
  if (!names) {
    names = new Set(endpointSecretPaths(endpoint).map((p) => p.split('.').at(-1)!.replace('[*]', '')));
    namesCache.set(endpoint, names);
  }
  return names;
}

/**
 * A copy of what a caller sent (body or query) with every secret value masked. A declared name is
 * masked at any depth, so a malformed body (an array, a field nested where it does not belong)
 * hides its secrets as well as a good one.
 */
export function redact(endpoint: Endpoint, value: unknown): unknown {
  const names = secretNames(endpoint);
  const hide = (key: string, v: unknown) => names.has(key) || (CREDENTIAL_KEY.test(key) && typeof v !== 'boolean');
  const walk = (v: unknown, depth: number): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (depth > MAX_DEPTH) return MASK; // deeper than any contract: not worth the risk of showing
    if (Array.isArray(v)) return v.map((item) => walk(item, depth + 1));
    return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, hide(k, inner) && inner != null ? MASK : walk(inner, depth + 1)]));
  };
  return walk(value, 0);
}

/** The secret strings a request carried, as sent and trimmed (what a failed SQL statement would quote). */
function secretValues(endpoint: Endpoint, sent: unknown): string[] {
  const found = new Set<string>();
  const collect = (v: unknown, secret: boolean, depth: number): void => {
    if (depth > MAX_DEPTH || v === null || v === undefined) return;
    if (typeof v === 'string' || typeof v === 'number') {
      if (!secret) return;
      for (const s of [String(v), String(v).trim()]) if (s.length >= MIN_SCRUB_LENGTH) found.add(s);
      return;
    }
    if (typeof v !== 'object') return;
    for (const [k, inner] of Object.entries(v)) collect(inner, secret || secretNames(endpoint).has(k) || CREDENTIAL_KEY.test(k), depth + 1);
  };
  collect(sent, false, 0);
  return [...found].sort((a, b) => b.length - a.length);
}

/** `text` (an error report) with every secret value the request carried replaced by the mask. */
export function scrubText(endpoint: Endpoint, request: { body?: unknown; query?: unknown }, text: string): string {
  let out = text;
  for (const value of [...secretValues(endpoint, request.body), ...secretValues(endpoint, request.query)]) out = out.split(value).join(MASK);
  return out;
}

/**
 * Every declared secret path as `req.body.<path>` / `req.query.<path>`: the redaction list for a
 * structured logger (pino's `redact.paths` takes this notation).
 */
export function redactionPaths(endpoints: Endpoint[]): string[] {
  return [...new Set(endpoints.flatMap((e) => endpointSecretPaths(e).map((p) => `req.${p}`)))].sort();
}
