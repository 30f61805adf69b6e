/**
 * Spec §8 exceptions that belong to whole families of calls, as the per-call options of the one http
 * client: decided from the endpoint contract, so every caller (call, useApi, upload, download) gets them.
 */
import type { Endpoint } from '@shared/api/contract';
import { ResCode } from '@shared/api/envelope';
import type { RequestOptions } from './http';

const REVIEWER = '/api/reviewer/';
/** checkSku's refusals are always warnings: whatever the code, the user is told to pick another SKU. */
const CHECK_SKU = `${REVIEWER}blnOperationInfo/checkSku`;
const EVERY_REFUSAL = [ResCode.WARNING, ResCode.BAD_REQUEST, ResCode.NOT_FOUND, ResCode.CONFLICT, ResCode.FAILED];

/** The options a call of `endpoint` carries by default (the caller's own options win). */
export function callRules(endpoint: Pick<Endpoint, 'path'>): RequestOptions {
  if (endpoint.path === CHECK_SKU) return { warnCodes: EVERY_REFUSAL };
  if (endpoint.path.startsWith(REVIEWER)) return { warnCodes: [ResCode.WARNING] };
  return {};
}
