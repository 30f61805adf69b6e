import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApprovalInbox, ApprovalItem } from '@shared/api/approvals';
import { InboxPage } from '../../../widgets/inbox/InboxPage';
import { fakeServer, openAt, renderWidget, watchNavigation } from './fakeServer';
import { approvalItem } from './fixtures';

const item = (over: Partial<ApprovalItem>): ApprovalItem => approvalItem({ submittedAt: new Date(Date.now() - 2 * 3600_000).toISOString(), ...over });

const delivery = item({ kind: 'b2b_delivery:pending_audit', kindTitle: '发货申请审核', entity: 'b2b_delivery', id: 7, title: 'FH0007 深圳仓', amount: null, currency: null, submitterName: '李雷' });
const inbox: ApprovalInbox = {
  kinds: [
    { kind: 'b2b_payment:pending_audit', title: '付款申请审核', count: 2 },
    { kind: 'b2b_delivery:pending_audit', title: '发货申请审核', count: 1 },
  ],
  items: [item({}), delivery, item({ id: 11, title: 'FK20240531009 Beta GmbH', amount: '99', currency: 'EUR' })],
};

const cards = () => screen.getAllByTestId('approval-card');

describe('inbox widget', () => {
  it('shows every pending approval as a card, with the kinds and their counts as tabs', async () => {
    openAt('/widgets/inbox');
    const { sent } = fakeServer(() => ({ data: inbox }));
    renderWidget(<InboxPage />);

    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部 3', '付款申请审核 2', '发货申请审核 1']);
    expect(screen.getByRole('tab', { name: '全部 3' }).getAttribute('aria-selected')).toBe('true');

    const first = cards()[0]!;
    expect(first.getAttribute('href')).toBe('/widgets/detail?entity=b2b_payment&id=12');
    expect(within(first).getByText('FK20240601001 Acme Ltd')).toBeInTheDocument();
    expect(within(first).getByText('USD 1,234.50')).toBeInTheDocument();
    expect(within(first).getByText('待审核').className).toBe('wg-tag wg-tag-orange');
    expect(first.textContent).toContain('王芳 提交 · 2小时前');
    expect(cards()[1]!.getAttribute('href')).toBe('/widgets/detail?entity=b2b_delivery&id=7');
    expect(cards()[2]!.textContent).toContain('EUR 99.00');
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/approvals/inbox']);
  });

  it('asks for one kind when its tab is chosen and keeps the counts of all', async () => {
    openAt('/widgets/inbox');
    const { sent } = fakeServer((r) => (r.params?.kind ? { data: { kinds: inbox.kinds.slice(1), items: [delivery] } } : { data: inbox }));
    renderWidget(<InboxPage />);
    await waitFor(() => expect(cards()).toHaveLength(3));

    fireEvent.click(screen.getByRole('tab', { name: '发货申请审核 1' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]!.textContent).toContain('FH0007 深圳仓');
    expect(sent.at(-1)?.params).toEqual({ kind: 'b2b_delivery:pending_audit' });
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });

  it('says there is nothing to approve', async () => {
    openAt('/widgets/inbox');
    fakeServer(() => ({ data: { kinds: [], items: [] } }));
    renderWidget(<InboxPage />);
    expect(await screen.findByText('暂无待审批')).toBeInTheDocument();
    expect(screen.queryAllByTestId('approval-card')).toEqual([]);
  });

  it('reloads the list with 刷新', async () => {
    openAt('/widgets/inbox');
    let round = 0;
    const { sent } = fakeServer(() => ({ data: round++ === 0 ? inbox : { ...inbox, items: [delivery] } }));
    renderWidget(<InboxPage />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(sent).toHaveLength(2);
  });

  it('sends a signed-out person to the launch page and back here', async () => {
    openAt('/widgets/inbox');
    const nav = watchNavigation();
    fakeServer(() => ({ resCode: 401, resDes: '登录已失效，请重新登录' }));
    renderWidget(<InboxPage />);
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/widgets/launch?to=%2Fwidgets%2Finbox'));
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument();
  });

  it('shows a failure in words with 重试', async () => {
    openAt('/widgets/inbox');
    fakeServer(() => ({ resCode: 500, resDes: '' }));
    renderWidget(<InboxPage />);
    expect(await screen.findByText('系统后台异常，请联CRM技术支持！')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
