import { z } from 'zod';
import type { Endpoint } from '@shared/api/contract';
import type { Db } from '../db/connection';
import type { SheetColumn, SheetRow } from './columns';
import { defineExport, type ExportKind } from './export-kinds';
import { createExportTask } from './export-tasks';
import type { ApiRoutes } from '../http/api';
import type { Visibility } from '../http/visibility';

/** Rows of an export, one by one or in batches, for the user `owner` (undefined: everyone's). */
type RowSource<F> = (db: Db, filter: F, owner?: number) => AsyncIterable<Record<string, unknown> | Record<string, unknown>[]>;

interface ScopedExport<F extends z.ZodObject> {
  kind: string;
  fileName: string;
  screen: string;
  filter: F;
  columns: SheetColumn[];
  rows: RowSource<z.output<F>>;
}

type Params<F extends z.ZodObject> = z.output<F> & { owner?: number };

/**
 * A scoped export: the list's filters plus the owner scope of the user who asked (taken when the task
 * is created, so the worker exports exactly what that user may see).
 */
export function defineScopedExport<F extends z.ZodObject>(o: ScopedExport<F>): ExportKind<Params<F>> {
  return defineExport<Params<F>>({
    kind: o.kind,
    fileName: o.fileName,
    screen: o.screen,
    columns: o.columns,
    params: o.filter.extend({ owner: z.number().optional() }) as unknown as z.ZodType<Params<F>>,
    async *rows(deps, params) {
      const { owner, ...filter } = params;
      for await (const item of o.rows(deps.db, filter as z.output<F>, owner)) {
        if (Array.isArray(item)) yield* item as SheetRow[];
        else yield item as SheetRow;
      }
    },
  });
}

/** Registers an `add...ExcelTask` endpoint creating a task of `kind` with the caller's filters and their scope under `visibility`. */
export function addExportTask<E extends Endpoint, P>(routes: ApiRoutes, endpoint: E, kind: ExportKind<P>, visibility: Visibility): ApiRoutes {
  return routes.add(endpoint, async (ctx) =>
    createExportTask(ctx as never, kind as ExportKind<unknown>, { ...(ctx.query as object), owner: await visibility.scope(ctx.caller!) }),
  );
}
