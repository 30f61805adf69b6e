import type { ServerResponse } from 'node:http';

const RES_CODE = Symbol('resCode');

type WithResCode = ServerResponse & { [RES_CODE]?: number };

/** Called by the API router with the envelope's resCode, so metrics and traces can tell a refusal. */
export function markResCode(res: ServerResponse, resCode: number): void {
  (res as WithResCode)[RES_CODE] = resCode;
}

export const apiResCode = (res: ServerResponse): number | undefined => (res as WithResCode)[RES_CODE];
