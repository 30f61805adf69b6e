import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClaimDetail } from '@shared/api/promotion/claim';
import type { WorkflowLogRow } from '@shared/api/workflow';
import { ClaimPrint } from '../../../web/pages/promotion/claims/ClaimPrint';
import { renderPortal } from '../kit/portal';

const claim = {
  id: 7, serialNo: 'BX202611280001', status: 'paid', version: 5, createdBy: 3, creatorName: '王芳', createdAt: '2026-11-20T08:00:00Z',
  platformId: 1, platformName: 'Amazon US', accountCompanyId: 2, accountCompanyName: 'US Ads LLC', accountCompanyAccount: 'ACC-1',
  promoteType: 'onsite_ads', month: '2026-11', purpose: '站内广告垫付', totalCny: '1234.56', overLimit: true, overReason: '大促加投', overDetail: [],
  lines: [{ id: 1, lineNo: 1, skuId: null, sku: null, description: '广告充值', spentOn: '2026-11-19', currency: 'USD', amount: '173.00', exchangeRate: '7.1362', rateDate: '2026-11-19', amountCny: '1234.56', fileIds: [] }],
  attachments: [], paidFromBank: null, bankReference: null, editable: false,
} as unknown as ClaimDetail;
const log: WorkflowLogRow[] = [
  { id: 1, action: 'save', fromStatus: null, toStatus: 'draft', actorId: 3, actorName: '王芳', comment: null, createdAt: '2026-11-20T08:00:00Z' },
  { id: 2, action: 'approve', fromStatus: 'pending_manager', toStatus: 'pending_finance', actorId: 4, actorName: '吴昊', comment: '同意', createdAt: '2026-11-21T08:00:00Z' },
] as WorkflowLogRow[];

describe('the printed claim form (web/components/print)', () => {
  it('shows the company header, the total in Chinese capitals, the approval chain without saves, and the signatures', () => {
    renderPortal(<ClaimPrint claim={claim} log={log} onClose={() => undefined} />);
    const sheet = within(screen.getByLabelText('报销单'));
    expect(sheet.getByText('Crossdock 跨境电商有限公司')).toBeInTheDocument();
    expect(sheet.getByText('费用报销单')).toBeInTheDocument();
    expect(sheet.getByText('单号：BX202611280001')).toBeInTheDocument();
    expect(sheet.getByLabelText('大写金额').textContent).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(sheet.getByText('吴昊')).toBeInTheDocument();
    expect(sheet.getByText('同意')).toBeInTheDocument();
    expect(sheet.queryAllByText('王芳')).toHaveLength(1); // the claimant's cell; her save is not an approval step
    expect(sheet.getByText('超限原因：大促加投')).toBeInTheDocument();
    for (const who of ['报销人', '主管', '财务', '出纳']) expect(sheet.getByText(`${who}签字：`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /打印/ })).toBeInTheDocument();
  });
});
