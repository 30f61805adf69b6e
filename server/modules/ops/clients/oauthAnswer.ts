import type { Response } from 'express';
import { ZodError } from 'zod';
import { Messages, ResCode } from '@shared/api/envelope';
import { ClientMessages, type OAuthErrorCode } from '@shared/api/ops/clients';
import { sendJson } from '../../../http/envelope';
import { AppError } from '../../../http/errors';

/** A refusal of the token call in OAuth terms (RFC 6749 §5.2): its code, description and HTTP status. */
export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    description: string,
    readonly status: 400 | 401 | 429 = 400,
  ) {
    super(description);
  }
}

/** A token answer is never cached (RFC 6749 §5.1). */
export function noStore(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
}

function asOAuth(error: unknown): OAuthError {
  if (error instanceof OAuthError) return error;
  // Malformed input (a wrong type, a forbidden character) before the grant is looked at.
  if (error instanceof ZodError) return new OAuthError('invalid_request', ClientMessages.badBody);
  if (error instanceof AppError && error.resCode !== ResCode.FAILED) return new OAuthError('invalid_request', error.message);
  return new OAuthError('server_error', Messages.generic);
}

/**
 * Writes a refusal as `{error, error_description, request_id}` with HTTP 400 (401 when the client's
 * authentication failed, with `WWW-Authenticate`, RFC 6749 §5.2); answers the code kept in the gate log.
 */
export function refuseToken(res: Response, error: unknown): number {
  const e = asOAuth(error);
  const status = e.code === 'server_error' ? 500 : e.status;
  noStore(res);
  if (status === 401) res.setHeader('WWW-Authenticate', 'Basic realm="crossdock", charset="UTF-8"');
  if (status === 429) res.setHeader('Retry-After', '900');
  const requestId = res.getHeader('X-Request-Id');
  sendJson(res.status(status), { error: e.code, error_description: e.message, ...(typeof requestId === 'string' ? { request_id: requestId } : {}) });
  return status === 500 ? ResCode.FAILED : status === 429 ? ResCode.TOO_MANY : status === 401 ? ResCode.LOGGED_OUT : e.code === 'unauthorized_client' ? ResCode.FORBIDDEN : ResCode.BAD_REQUEST;
}
