import type { handlingCalls } from '@shared/api/service/handling';
import { useApi } from '../../../lib/api';

/** The 客服 who may own records of a kind, as select options (负责人 filter). */
export function useOwnerOptions(calls: ReturnType<typeof handlingCalls>) {
  return (useApi(calls.owners).data ?? []).map((u) => ({ value: u.id, label: u.name }));
}
