import { userStatusNames } from '@shared/api/admin/recordFields';
import type { StatusLook } from '../../../components/table';

/** Account status as the list shows it: the declared name, in its colour. */
export const userStatusLooks: Record<string, StatusLook> = {
  active: { text: userStatusNames.active, color: 'green' },
  disabled: { text: userStatusNames.disabled, color: 'grey' },
  deleted: { text: userStatusNames.deleted, color: 'red' },
};

/** The status filter: 待重置 is an active account that asked for a password reset. */
export const userStatusFilter = [
  { value: 'active', label: userStatusNames.active },
  { value: 'disabled', label: userStatusNames.disabled },
  { value: 'reset', label: '待重置' },
];

/** What the edit form may set. */
export const userStatusChoices = [
  { value: 'active', label: `${userStatusNames.active}（可登录）` },
  { value: 'disabled', label: `${userStatusNames.disabled}（不能登录）` },
];
