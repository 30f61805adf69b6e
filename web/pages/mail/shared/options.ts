import { accounts } from '@shared/api/mail/accounts';
import { labelPageList } from '@shared/api/mail/labels';
import { useApi } from '../../../lib/api';

/** Pick lists the mail screens share: enabled accounts, labels (brands and colleagues: web/components/options). */
export function useAccountOptions(onlyEnabled = true) {
  const { data } = useApi(accounts, { page: 1, limit: 200, ...(onlyEnabled ? { status: '1' as const } : {}) });
  const rows = data?.rows ?? [];
  return { rows, options: rows.map((a) => ({ value: a.id, label: a.brandName ? `${a.email}（${a.brandName}）` : a.email })) };
}

export function useLabelOptions(enabled = true) {
  const { data } = useApi(enabled ? labelPageList : null, { page: 1, limit: 200 });
  return data?.rows ?? [];
}

/** 状态 filter of the lists whose rows are enabled or disabled. */
export const ENABLED_OPTIONS = [
  { value: 'true', label: '启用' },
  { value: 'false', label: '停用' },
];
