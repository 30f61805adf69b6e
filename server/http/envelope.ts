import type { Response } from 'express';
import { ZodError } from 'zod';
import { Messages, ResCode, type Envelope } from '@shared/api/envelope';
import { inputRefusal } from './dbErrors';
import { AppError } from './errors';

export function ok<T>(data: T, resDes: string = Messages.ok): Envelope<T> {
  return { resCode: ResCode.OK, resDes, data };
}

/** Turns anything thrown by a handler into the envelope. Handled outcomes answer HTTP 200 with their
 * resCode (the client reads resCode); only crashes answer HTTP 500. */
export function toEnvelope(error: unknown): { status: number; body: Envelope<unknown> } {
  error = inputRefusal(error) ?? error;
  if (error instanceof AppError) {
    return { status: 200, body: { resCode: error.resCode, resDes: error.message, data: error.data } };
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return {
      status: 200,
      body: { resCode: ResCode.BAD_REQUEST, resDes: `${Messages.badRequest}（${where}${issue?.message ?? ''}）`, data: null },
    };
  }
  return { status: 500, body: { resCode: ResCode.FAILED, resDes: Messages.generic, data: null } };
}

export function sendError(res: Response, error: unknown): number {
  const { status, body } = toEnvelope(error);
  // The request's id (set first thing by the request logger): a user quotes it to support.
  const requestId = res.getHeader('X-Request-Id');
  sendJson(res.status(status), typeof requestId === 'string' ? { ...body, requestId } : body);
  return body.resCode;
}

/**
 * What `res.json(body)` answers (`application/json; charset=utf-8`, Content-Length, no ETag: the app
 * turns ETags off), written as one string so Node sends headers and body in a single write, without
 * Express converting the text to a Buffer first. Anything unusual (a HEAD request, a Content-Type set
 * by the handler) goes through `res.json` itself.
 */
export function sendJson(res: Response, body: unknown): void {
  if (res.req.method === 'HEAD' || res.getHeader('Content-Type') !== undefined) {
    res.json(body);
    return;
  }
  const text = JSON.stringify(body);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
