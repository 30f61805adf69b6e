import { chargeUsers } from '@shared/api/storePerformance/notifications';
import { useApi } from '../../../lib/api';

/** Who can be put in charge of a task (holders of 绩效任务's 处理记录). */
export function useChargeUsers(asText = false) {
  const { data } = useApi(chargeUsers);
  return (data ?? []).map((u) => ({ value: asText ? String(u.id) : u.id, label: u.name }));
}
