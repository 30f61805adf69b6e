import { clientStatuses } from '@shared/api/ops/clients';
import type { StatusLook } from '../../../components/table';

export const STATUS_LOOKS: Record<string, StatusLook> = {
  active: { text: clientStatuses.active, color: 'green' },
  expired: { text: clientStatuses.expired, color: 'orange' },
  revoked: { text: clientStatuses.revoked, color: 'grey' },
};

export const STATUS_OPTIONS = Object.entries(clientStatuses).map(([value, label]) => ({ value, label }));
