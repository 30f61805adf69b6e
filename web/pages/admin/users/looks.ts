import type { StatusLook } from '../../../components/table';

/** Account status as the list shows it. */
export const userStatusLooks: Record<string, StatusLook> = {
  active: { text: '在职', color: 'green' },
  disabled: { text: '停用', color: 'grey' },
  deleted: { text: '已删除', color: 'red' },
};

/** The status filter: 待重置 is an active account that asked for a password reset. */
export const userStatusFilter = [
  { value: 'active', label: '在职' },
  { value: 'disabled', label: '停用' },
  { value: 'reset', label: '待重置' },
];

/** What the edit form may set. */
export const userStatusChoices = [
  { value: 'active', label: '在职（可登录）' },
  { value: 'disabled', label: '停用（不能登录）' },
];
