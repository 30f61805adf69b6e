import { addKolPoolExcelTask } from '@shared/api/kol/pool';
import { addKolDataExcelTask } from '@shared/api/kol/require';
import { addExportTask } from '../../excel/scoped-export';
import { createExportTask } from '../../excel/export-tasks';
import { ApiRoutes } from '../../http/api';
import { requireVisibility } from './visibility';
import { poolExport, requireExport } from './exports';

/** The KOL export tasks (report centre): requirements in the caller's scope, the shared pool. */
export function kolExportRoutes(): ApiRoutes {
  const routes = new ApiRoutes().add(addKolPoolExcelTask, (ctx) => {
    // The task keeps the filter as the list sends it (the worker reads it with the same schema).
    const { blacklisted, selectable, ...rest } = ctx.query;
    const wire = { ...rest, blacklisted: blacklisted === undefined ? undefined : String(blacklisted), selectable: selectable ? 'true' : undefined };
    return createExportTask(ctx as never, poolExport, wire as never);
  });
  return addExportTask(routes, addKolDataExcelTask, requireExport, requireVisibility);
}
