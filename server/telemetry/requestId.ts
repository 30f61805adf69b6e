import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An incoming id is kept only when it is short and plain (no spaces, quotes or control characters to forge a log line). */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's X-Request-Id when well-formed, else a new one; echoed in the response header. */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const sent = req.headers['x-request-id'];
  const id = typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The id given to this request (set by the request logger before anything else runs). */
export const requestIdFrom = (res: { getHeader(name: string): unknown }): string | undefined => {
  const id = res.getHeader(REQUEST_ID_HEADER);
  return typeof id === 'string' ? id : undefined;
};
