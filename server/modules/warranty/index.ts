import type { AppDeps } from '../../deps';
import type { ApiRoutes } from '../../http/api';
import { orderRoutes } from './orderRoutes';
import { publicRoutes } from './publicRoutes';
import { hiveRoutes } from './routes';
import { abandonQrBatch, QR_BATCH_JOB, runQrBatch, type QrBatchJob } from './sheet';

/** Warranty QR codes (Hive) and warranty-extension orders (docs/domain/warranty.md). */
export function warrantyRoutes(): ApiRoutes[] {
  return [...hiveRoutes(), orderRoutes(), publicRoutes()];
}

/** The batch generation job. */
export async function startWarrantyWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work<QrBatchJob>(QR_BATCH_JOB, (job, { signal }) => runQrBatch(deps, job, signal), { abandoned: (job) => abandonQrBatch(deps, job) });
}

export { servePublicPage } from './publicPage';
