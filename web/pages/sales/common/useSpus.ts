import { budgetSpus } from '@shared/api/sales/spuAssign';
import { useApi } from '../../../lib/api';

/** The SPUs that may be planned (with their owner in `storeId`), as select options. */
export function useSpuOptions(storeId?: number) {
  const spus = useApi(budgetSpus, storeId ? { storeId } : {});
  return (spus.data ?? []).map((s) => ({ value: s.spu, label: `${s.spu} ${s.name}${s.operatorName ? `（${s.operatorName}）` : ''}` }));
}
