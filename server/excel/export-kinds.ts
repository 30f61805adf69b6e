import type { z } from 'zod';
import type { AppDeps } from '../deps';
import type { SheetColumn, SheetRow } from './columns';

/** Who asked for an export (the worker runs without a request). */
export interface ExportCaller {
  userId: number;
  username: string;
}

export interface ExportKind<P = unknown> {
  /** Stable name stored with each task, e.g. `gateLog`. */
  kind: string;
  /** Chinese base name of the file; a time stamp and `.xlsx` are added. */
  fileName: string;
  /** Menu path whose holders may create and download this export. */
  screen: string;
  columns: SheetColumn[];
  /** Re-reads the stored parameters in the worker (they went through JSON). */
  params: z.ZodType<P>;
  /** Rows in sheet order, fetched in batches: never all in memory. */
  rows(deps: AppDeps, params: P, caller: ExportCaller): AsyncIterable<SheetRow>;
  /** Expected row count for the progress bar (optional). */
  count?(deps: AppDeps, params: P, caller: ExportCaller): Promise<number>;
}

const kinds = new Map<string, ExportKind>();

/** Registers an export kind (once, at module load); the returned value is what `createExportTask` takes. */
export function defineExport<P>(kind: ExportKind<P>): ExportKind<P> {
  if (kinds.has(kind.kind)) throw new Error(`export kind defined twice: ${kind.kind}`);
  kinds.set(kind.kind, kind as ExportKind);
  return kind;
}

export const exportKind = (kind: string): ExportKind | undefined => kinds.get(kind);

/**
 * Yields the rows of successive batches until one comes back short: `fetch(last)` returns the
 * batch after the row `last` (keyset paging, so deep batches stay as fast as the first).
 */
export async function* inBatches<T>(fetch: (last: T | undefined) => Promise<T[]>, batchSize: number): AsyncGenerator<T> {
  let last: T | undefined;
  for (;;) {
    const batch = await fetch(last);
    yield* batch;
    if (batch.length < batchSize) return;
    last = batch[batch.length - 1];
  }
}
