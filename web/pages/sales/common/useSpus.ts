import { budgetSpus } from '@shared/api/sales/spuAssign';
import { useSearchedOptions } from '../../../components/pickers/SearchSelect';

/** The SPUs that may be planned (with their owner in `storeId`), searched on the server by SPU prefix. */
export const useSpuOptions = (storeId?: number) =>
  useSearchedOptions<typeof budgetSpus, string>(
    budgetSpus,
    (spu) => ({ ...(storeId ? { storeId } : {}), spu: spu || undefined }),
    (s) => ({ value: s.spu, label: `${s.spu} ${s.name}${s.operatorName ? `（${s.operatorName}）` : ''}` }),
  );
