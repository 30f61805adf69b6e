import { getOperationUser } from '@shared/api/review/operationInfo';
import { getOverseasDepartment } from '@shared/api/review/planOrder';
import { useApi } from '../../../lib/api';

/** Choices the review screens share: operations staff, overseas handlers (platforms and currencies: web/components/options). */
export function useOperationUserOptions() {
  return (useApi(getOperationUser).data ?? []).map((u) => ({ value: u.id, label: u.name }));
}

export function useOverseasOptions() {
  return (useApi(getOverseasDepartment).data ?? []).map((u) => ({ value: u.id, label: u.name }));
}
