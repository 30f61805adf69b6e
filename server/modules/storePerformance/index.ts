import type { ApiRoutes } from '../../http/api';
import { healthImportRoutes } from './healthImport';
import { keywordRoutes } from './keywords';
import { situationRoutes } from './situation';
import { storeRoutes } from './stores';
import { taskRoutes } from './tasks';

/** Store performance and keyword tasks (docs/domain/store-performance.md). */
export const storePerformanceRoutes = (): ApiRoutes[] => [storeRoutes(), healthImportRoutes(), situationRoutes(), taskRoutes(), keywordRoutes()];

export { addNotice } from './tasks';
export { saveKeywordTask, deleteKeywordTask } from './keywords';
export { saveStoreSettings } from './stores';
export { storeHealthWeeks } from './healthImport';
