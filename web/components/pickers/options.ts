import { useMemo } from 'react';
import { getUserPage } from '@shared/api/user';
import { groupAll } from '@shared/api/admin';
import { useApi } from '../../lib/api';

/** Spec §7: a user pick list asks for page 1, limit 2000 (active users). */
export const USER_PICK_QUERY = { page: 1, limit: 2000 } as const;

export interface Option<V> {
  value: V;
  label: string;
}

/** Active users for pickers, labelled 姓名（账号）. */
export function useUserOptions(enabled = true): { options: Option<number>[]; loading: boolean } {
  const { data, isLoading } = useApi(enabled ? getUserPage : null, USER_PICK_QUERY);
  const options = useMemo(() => (data?.rows ?? []).map((u) => ({ value: u.id, label: `${u.name}（${u.username}）` })), [data]);
  return { options, loading: isLoading };
}

/** Every group (role) for pickers. */
export function useGroupOptions(): { options: Option<number>[]; loading: boolean } {
  const { data, isLoading } = useApi(groupAll);
  const options = useMemo(() => (data ?? []).map((g) => ({ value: g.id, label: g.name })), [data]);
  return { options, loading: isLoading };
}

export { optionsOf } from '../options';
