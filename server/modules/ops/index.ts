import express from 'express';
import { serviceToken } from '@shared/api/ops/clients';
import type { AppDeps } from '../../deps';
import type { ApiRoutes } from '../../http/api';
import { serviceClientRoutes } from './clients/routes';
import { mountHealth } from './health';
import { imageRoutes } from './images/routes';
import { registryRoutes } from './registry/routes';
import { startRegistry } from './registry/heartbeat';

/** Operations (docs/domain/operations.md): image tool, service clients, service registry. */
export const opsRoutes = (): ApiRoutes[] => [imageRoutes(), serviceClientRoutes(), registryRoutes()];

/** Outside the API's JSON: health probes, and the form-encoded body OAuth2 clients send for a token. */
export function mountOpsHttp(app: express.Express, deps: AppDeps): void {
  mountHealth(app, deps);
  app.use(serviceToken.path, express.urlencoded({ extended: false, limit: '8kb' }));
}

export const startOpsWorkers = startRegistry;
