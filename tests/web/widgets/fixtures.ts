import type { ApprovalItem } from '@shared/api/approvals';

/** A payment waiting for audit as the inbox and the detail receive it; `over` changes any field. */
export const approvalItem = (over: Partial<ApprovalItem> = {}): ApprovalItem => ({
  kind: 'b2b_payment:pending_audit',
  kindTitle: '付款申请审核',
  entity: 'b2b_payment',
  id: 12,
  version: 3,
  status: 'pending_audit',
  statusLabel: '待审核',
  statusColor: 'orange',
  title: 'FK20240601001 Acme Ltd',
  amount: '1234.5',
  currency: 'USD',
  submitterName: '王芳',
  submittedAt: '2024-06-01 09:30:00',
  ...over,
});
