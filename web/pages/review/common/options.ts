import { CURRENCIES } from '@shared/api/inputs';
import { getAllPlatform, getOperationUser } from '@shared/api/review/operationInfo';
import { getOverseasDepartment } from '@shared/api/review/planOrder';
import { useApi } from '../../../lib/api';

/** Choices the review screens share: platforms in the user's scope, operations staff, overseas handlers, currencies. */
export const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: c }));

export function usePlatformOptions() {
  return (useApi(getAllPlatform).data ?? []).map((p) => ({ value: p.id, label: p.name }));
}

export function useOperationUserOptions() {
  return (useApi(getOperationUser).data ?? []).map((u) => ({ value: u.id, label: u.name }));
}

export function useOverseasOptions() {
  return (useApi(getOverseasDepartment).data ?? []).map((u) => ({ value: u.id, label: u.name }));
}
