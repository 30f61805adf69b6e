import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApprovalAction, ApprovalDetail } from '@shared/api/approvals';
import { setToken } from '../../../widgets/common/cookies';
import { DetailPage } from '../../../widgets/detail/DetailPage';
import { fakeServer, openAt, renderWidget, type Answer, type SentRequest } from './fakeServer';
import { approvalItem } from './fixtures';

const approve: ApprovalAction = { action: 'approve', label: '审核通过', danger: false, comment: 'optional', fields: [] };
const reject: ApprovalAction = { action: 'reject', label: '驳回', danger: true, comment: 'required', fields: [] };
const confirmPaid: ApprovalAction = {
  action: 'confirm',
  label: '确认付款',
  danger: false,
  comment: null,
  fields: [
    { name: 'bankId', label: '付款账户', type: 'select', required: true, options: [{ value: '3', label: '招商银行 6214' }, { value: '4', label: '汇丰 0088' }] },
    { name: 'reference', label: '付款流水号', type: 'text', required: false },
  ],
};

function detail(over: Partial<ApprovalDetail> = {}): ApprovalDetail {
  return {
    ...approvalItem(),
    fields: [
      { label: '收款方', value: 'Acme Ltd' },
      { label: '期望付款日', value: '2024-06-10' },
    ],
    attachments: [{ id: 5, name: '合同.pdf', size: 204800, url: '/api/tool/file/5' }],
    history: [
      { id: 1, action: 'submit', actionLabel: '提交', fromStatus: 'draft', toStatus: 'pending_audit', toStatusLabel: '待审核', actorId: 4, actorName: '王芳', comment: '请尽快付款', createdAt: '2024-06-01 09:30:00' },
    ],
    actions: [approve, reject],
    portalPath: '/operationManager/payment-list?id=12',
    ...over,
  };
}

const decided = detail({ status: 'rejected', statusLabel: '已驳回', version: 4, actions: [] });

/** The detail on GET; `decide` answers the POST. */
function serve(decide: (r: SentRequest) => Answer | Promise<Answer>, first = detail(), after = decided) {
  let decisions = 0;
  return fakeServer((r) => {
    if (r.method === 'POST') {
      decisions++;
      return decide(r);
    }
    return { data: decisions === 0 ? first : after };
  });
}

const posts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'POST');

async function openDetail() {
  openAt('/widgets/detail?entity=b2b_payment&id=12');
  renderWidget(<DetailPage />);
  await screen.findByText('FK20240601001 Acme Ltd');
}

const dialog = () => screen.getByRole('dialog');

describe('detail widget', () => {
  it('shows the record: amount, fields, files with the token, history, actions and the CRM link', async () => {
    setToken('tok-1');
    const { sent } = serve(() => ({}));
    await openDetail();
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/approvals/b2b_payment/12', authorization: 'tok-1' });
    expect(screen.getByText('USD 1,234.50')).toBeInTheDocument();
    expect(screen.getByText('收款方').nextSibling?.textContent).toBe('Acme Ltd');
    expect(screen.getByRole('link', { name: '合同.pdf' }).getAttribute('href')).toBe('/api/tool/file/5?token=tok-1');
    expect(screen.getByText('请尽快付款')).toBeInTheDocument();
    expect(screen.getByText(/提交/, { selector: 'li div' }).textContent).toBe('王芳 提交 → 待审核');
    expect(screen.getByRole('button', { name: '审核通过' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '驳回' }).className).toContain('danger');
    expect(screen.getByRole('link', { name: '在 CRM 中打开' }).getAttribute('href')).toBe('/operationManager/payment-list?id=12');
  });

  it('refuses a rejection without a reason and sends nothing', async () => {
    const { sent } = serve(() => ({}));
    await openDetail();
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '驳回' }));
    expect(await within(dialog()).findByText('请填写原因')).toBeInTheDocument();
    fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '驳回' }));
    expect(within(dialog()).getByText('请填写原因')).toBeInTheDocument();
    expect(posts(sent)).toEqual([]);
  });

  it('sends a rejection with its reason and the version seen, then shows the new status', async () => {
    const { sent } = serve(() => ({ data: { status: 'rejected', statusLabel: '已驳回', version: 4 } }));
    await openDetail();
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: '金额与合同不符' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '驳回' }));

    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]).toMatchObject({ url: '/api/approvals/b2b_payment/12/decide' });
    expect(posts(sent)[0]!.body).toEqual({ action: 'reject', version: 3, comment: '金额与合同不符' });
    expect((await screen.findAllByText('已驳回，当前状态：已驳回')).length).toBeGreaterThan(0);
    // The page reloads the record: no action is left.
    await waitFor(() => expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull());
    expect(sent.filter((r) => r.method === 'GET')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '返回待审批列表' }).getAttribute('href')).toBe('/widgets/inbox');
  });

  it('sends once however fast the button is tapped', async () => {
    let answer: (a: Answer) => void = () => undefined;
    const { sent } = serve(() => new Promise<Answer>((resolve) => (answer = resolve)));
    await openDetail();
    fireEvent.click(screen.getByRole('button', { name: '审核通过' }));
    const send = within(dialog()).getByRole('button', { name: '审核通过' });
    fireEvent.click(send);
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]!.body).toEqual({ action: 'approve', version: 3 });
    await act(async () => answer({ data: { status: 'pending_finance', statusLabel: '待财务确认', version: 4 } }));
    expect((await screen.findAllByText('已审核通过，当前状态：待财务确认')).length).toBeGreaterThan(0);
    expect(posts(sent)).toHaveLength(1);
  });

  it('shows who decided first and reloads the record', async () => {
    const message = '该付款申请已被陈静处理，当前状态：待财务确认，请刷新后重试';
    const { sent } = serve(() => ({ resCode: 409, resDes: message }), detail(), detail({ status: 'pending_finance', statusLabel: '待财务确认', version: 4, actions: [] }));
    await openDetail();
    fireEvent.click(screen.getByRole('button', { name: '审核通过' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '审核通过' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    await waitFor(() => expect(sent.filter((r) => r.method === 'GET')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull());
  });

  it('checks required fields before sending and sends the fields given', async () => {
    const { sent } = serve(() => ({ data: { status: 'paid', statusLabel: '已付款', version: 5 } }), detail({ status: 'pending_finance', actions: [confirmPaid] }));
    await openDetail();
    fireEvent.click(screen.getByRole('button', { name: '确认付款' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '确认付款' }));
    expect(await within(dialog()).findByText('请选择付款账户')).toBeInTheDocument();
    expect(posts(sent)).toEqual([]);

    fireEvent.click(within(dialog()).getByText('汇丰 0088'));
    fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: 'HSBC-778' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '确认付款' }));
    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]!.body).toEqual({ action: 'confirm', version: 3, fields: { bankId: '4', reference: 'HSBC-778' } });
  });

  it('says the link is broken when it names no record', async () => {
    const { sent } = fakeServer(() => ({}));
    openAt('/widgets/detail?entity=b2b_payment');
    renderWidget(<DetailPage />);
    expect(screen.getByText('链接不完整')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
