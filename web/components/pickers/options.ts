import { useMemo } from 'react';
import { groupAll } from '@shared/api/admin';
import { useApi } from '../../lib/api';
import { useOptions, type Option } from '../options';

/** Active users for pickers, labelled 姓名（账号）: the options module's user list. */
export const useUserOptions = (enabled = true) => useOptions('users', { enabled });

/** Every group (role) for pickers. */
export function useGroupOptions(): { options: Option<number>[]; loading: boolean } {
  const { data, isLoading } = useApi(groupAll);
  const options = useMemo(() => (data ?? []).map((g) => ({ value: g.id, label: g.name })), [data]);
  return { options, loading: isLoading };
}

export { optionsOf, type Option } from '../options';
