import type { Route } from './http';
import { objectBody } from './http';
import { snapshot } from './messages';
import type { FakeExternalApproval } from './approvals';
import type { FakeLarkFailure, FakeLarkUserInput } from './types';

function done(body: unknown = { ok: true }) {
  return { status: 200, body };
}

/**
 * Control endpoints under `/_fake`, for a fake run as its own process (Playwright). They
 * answer plain JSON (errors as HTTP 400 `{ error }`) and are neither recorded nor failable.
 */
export const controlRoutes: Route[] = [
  { method: 'GET', pattern: '/_fake/health', handle: () => done() },
  { method: 'GET', pattern: '/_fake/users', handle: (ctx) => done(ctx.state.users.all()) },
  {
    method: 'POST',
    pattern: '/_fake/users',
    handle: (ctx) => done(ctx.state.users.add((objectBody(ctx) ?? {}) as unknown as FakeLarkUserInput)),
  },
  {
    method: 'POST',
    pattern: '/_fake/codes',
    handle(ctx) {
      const body = objectBody(ctx);
      if (typeof body?.openId !== 'string') throw new Error('openId is required');
      const ttl = typeof body.ttlSeconds === 'number' ? body.ttlSeconds : undefined;
      return done({ code: ctx.state.issueCode(body.openId, ttl) });
    },
  },
  {
    method: 'POST',
    pattern: '/_fake/sign-in',
    handle(ctx) {
      const openId = objectBody(ctx)?.openId;
      if (openId !== undefined && typeof openId !== 'string') throw new Error('openId must be a string');
      ctx.state.signedIn = openId;
      return done();
    },
  },
  { method: 'GET', pattern: '/_fake/requests', handle: (ctx) => done(ctx.state.traffic.requests) },
  {
    method: 'GET',
    pattern: '/_fake/messages',
    handle(ctx) {
      const openId = ctx.query.openId;
      const messages = ctx.state.messages.all().filter((m) => !openId || m.openId === openId);
      return done(messages.map(snapshot));
    },
  },
  {
    method: 'POST',
    pattern: '/_fake/fail',
    handle(ctx) {
      const body = objectBody(ctx);
      if (typeof body?.key !== 'string' || !body.failure) throw new Error('key and failure are required');
      const times = typeof body.times === 'number' ? body.times : 1;
      ctx.state.traffic.failNext(body.key, body.failure as FakeLarkFailure, times);
      return done();
    },
  },
  {
    method: 'POST',
    pattern: '/_fake/external-approvals',
    handle(ctx) {
      const body = objectBody(ctx);
      if (typeof body?.approvalCode !== 'string' || typeof body.actionCallbackUrl !== 'string' || typeof body.actionCallbackToken !== 'string') {
        throw new Error('approvalCode, actionCallbackUrl and actionCallbackToken are required');
      }
      ctx.state.approvals.define(body as unknown as FakeExternalApproval);
      return done();
    },
  },
  { method: 'GET', pattern: '/_fake/external-instances', handle: (ctx) => done(ctx.state.approvals.all()) },
  {
    method: 'POST',
    pattern: '/_fake/expire-tokens',
    handle(ctx) {
      ctx.state.auth.expireTokens();
      return done();
    },
  },
  {
    method: 'POST',
    pattern: '/_fake/reset',
    handle(ctx) {
      ctx.state.reset();
      return done();
    },
  },
];
