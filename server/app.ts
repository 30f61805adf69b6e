import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ResCode } from '@shared/api/envelope';
import type { AppDeps } from './deps';
import { mountApi, type Route } from './http/api';
import { redactionPaths } from './http/redact';
import { sendError } from './http/envelope';
import { AppError } from './http/errors';
import { securityHeaders } from './http/security';
import { serveWidgets } from './http/widgets';
import { mountLark } from './lark';
import { observeRequests } from './telemetry';
import { composeModules, type ModuleManifest } from './modules';
import { mountOpsHttp } from './modules/ops';
import { servePublicPage } from './modules/warranty';

export interface CrossdockApp extends express.Express {
  locals: express.Express['locals'] & { routes: Route[] };
}

/** Builds the whole HTTP application from explicit dependencies and `modules` (server/modules); tests call it with a fresh database. */
export function createApp(deps: AppDeps, modules: readonly ModuleManifest[]): CrossdockApp {
  const app = express() as CrossdockApp;
  app.disable('x-powered-by');
  // API answers are per user and never revalidated by the browser: hashing each body for an ETag is waste.
  app.set('etag', false);
  if (deps.config.trustProxy) app.set('trust proxy', deps.config.trustProxy);
  const { router, routes } = mountApi(deps, composeModules(modules));
  observeRequests(app, redactionPaths(routes.map((r) => r.endpoint)), deps.config.telemetry);
  app.use(securityHeaders());

  mountOpsHttp(app, deps);
  // A GET or HEAD carries no body to read: they skip the parser (it costs a few per cent of a list call).
  const json = express.json({ limit: '1mb' });
  app.use('/api', (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : json(req, res, next)));
  app.locals.routes = routes;
  app.use(router);
  app.use('/api', (_req, res) => sendError(res, new AppError(ResCode.NOT_FOUND, '接口不存在')));

  mountLark(app, deps);
  app.use('/files/avatars', express.static(path.join(deps.config.dataDir, 'uploads', 'avatars'), { fallthrough: false, maxAge: '7d' }));
  serveWidgets(app, deps.config.webDist);
  servePublicPage(app, deps.config.webDist);
  servePortal(app, deps.config.webDist);

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status === 400) return sendError(res, new AppError(ResCode.BAD_REQUEST, '请求格式错误，请检查后重试'));
    if (status === 413) return sendError(res, new AppError(ResCode.TOO_LARGE, '请求内容过大'));
    if (status === 404) return res.status(404).end();
    req.log.error({ err: error }, 'request failed');
    sendError(res, error);
  });
  return app;
}

/** The built portal: static assets, and index.html for every other path (client-side routes). */
function servePortal(app: express.Express, dist: string) {
  const webDir = path.join(dist, 'web');
  const indexHtml = path.join(webDir, 'index.html');
  app.use(express.static(webDir, { index: false, maxAge: '1y', immutable: true }));
  app.get('/{*splat}', (_req, res) => {
    if (!fs.existsSync(indexHtml)) return res.status(503).type('text').send('The portal is not built yet: run `npm run build`.');
    res.set('Cache-Control', 'no-cache').sendFile(indexHtml);
  });
}
