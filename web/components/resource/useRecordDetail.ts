import type { SWRConfiguration } from 'swr';
import type { DataOf, Endpoint, QueryOf } from '@shared/api/contract';
import type { WorkflowLogRow } from '@shared/api/workflow';
import { useApi } from '../../lib/api';

/** One GET of a drawer: the endpoint, its query or path values, how SWR keeps it. */
export interface RecordRead<E extends Endpoint> {
  endpoint: E;
  query?: QueryOf<E>;
  params?: Record<string, string | number>;
  swr?: SWRConfiguration;
}

interface RecordDetailOptions<D extends Endpoint, L extends Endpoint> {
  /** The record. */
  detail: RecordRead<D>;
  /** Its log, when it comes apart from the record (else the record's own `log`). */
  log?: RecordRead<L>;
  /** Other reads of the drawer reloaded with the record (its lines, its codes). */
  also?: ReadonlyArray<{ mutate(): Promise<unknown> }>;
  onClose(): void;
  /** The list behind the drawer refreshes. */
  onChanged(): void;
}

export interface RecordDetail<R> {
  record: R | undefined;
  log: WorkflowLogRow[] | undefined;
  /** Reads the record, its log and the other reads again. */
  reload(): Promise<unknown>;
  /** After a change made beside the workflow actions (编辑, 转派, 发放): the list refreshes and the drawer reloads. */
  changed(): void;
  /** What DetailSheet takes from here: `<DetailSheet {...drawer.sheet} ... />`. */
  sheet: { record: R | undefined; log: WorkflowLogRow[] | undefined; reload(): Promise<unknown>; onClose(): void; onChanged(): void };
}

/** The data of a record's drawer: the record and its log, reloaded together after an action. */
export function useRecordDetail<D extends Endpoint, L extends Endpoint = never>(o: RecordDetailOptions<D, L>): RecordDetail<DataOf<D>> {
  const detail = useApi(o.detail.endpoint, o.detail.query, { params: o.detail.params, swr: o.detail.swr });
  const ownLog = useApi(o.log?.endpoint ?? null, o.log?.query, { params: o.log?.params, swr: o.log?.swr });
  const record = detail.data;
  const log = o.log ? (ownLog.data as WorkflowLogRow[] | undefined) : (record as { log?: WorkflowLogRow[] } | undefined)?.log;
  const reload = () => Promise.all([detail.mutate(), o.log ? ownLog.mutate() : undefined, ...(o.also ?? []).map((read) => read.mutate())]);
  const changed = () => {
    o.onChanged();
    void reload();
  };
  return { record, log, reload, changed, sheet: { record, log, reload, onClose: o.onClose, onChanged: o.onChanged } };
}
