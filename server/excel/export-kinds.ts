import type { z } from 'zod';
import type { AppDeps } from '../deps';
import type { SheetColumn, SheetRow } from './columns';
import { byKind } from './kinds';

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

/**
 * Declares an export kind; the returned value is what `createExportTask` takes. Declaring registers
 * nothing: the module lists the kind in its manifest (`exports`), and composing the manifests makes it
 * known to the export worker.
 */
export function defineExport<P>(kind: ExportKind<P>): ExportKind<P> {
  return kind;
}

let composed = new Map<string, ExportKind>();

/** Makes `kinds` the export kinds the worker runs (composeModules calls it); two of one name are refused. */
export function useExportKinds(kinds: readonly ExportKind[]): void {
  composed = byKind(kinds, 'export');
}

/** The composed export kind of that name. */
export const exportKind = (kind: string): ExportKind | undefined => composed.get(kind);

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
