import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemPage, itemTabNum } from '@shared/api/promotionItems/items';
import { itemApprovalScreen, itemProcessScreen } from '@shared/api/promotionItems/screens';
import ItemProcessPage from '../../../web/pages/promotionItems/process';
import { address, fakeServer, renderPortal } from '../kit/portal';

const COUNTS = { draft: 0, pending_limit: 0, pending_manager: 2, approved: 1, paid: 4, rejected: 0, all: 7 };
const APPROVER = [itemProcessScreen.menu, itemApprovalScreen.code('audit')];
const OPERATOR = [itemProcessScreen.menu];

/** The item list and its counts; the page's pickers get empty lists. */
function processServer() {
  return fakeServer((r) => {
    if (r.url === itemPage.path) return { data: { total: 0, totalCapped: false, rows: [] } };
    if (r.url === itemTabNum.path) return { data: COUNTS };
    return { data: [] };
  });
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const todoSwitch = () => screen.getByRole('switch', { name: '只看待我审批' });
const toggleTodo = () => fireEvent.click(todoSwitch());

describe('项目流程 (itemProcessManager)', () => {
  it('opens on 只看待我审批 for a user who approves: the list and its counts are asked with it, the tabs are the states they decide', async () => {
    const server = processServer();
    renderPortal(<ItemProcessPage />, { codes: APPROVER });
    await waitFor(() => expect(tabNames()).toEqual(['全部 (2)', '待主管审批 (2)']));
    expect(todoSwitch()).toBeChecked();
    expect(server.gets(itemPage.path).at(-1)?.params).toMatchObject({ todo: 'true', submitted: 'true' });
    // The counts follow the list's filters (the server leaves out what the list leaves out).
    expect(server.gets(itemTabNum.path).at(-1)?.params).toMatchObject({ todo: 'true', submitted: 'true' });
    expect(server.gets(itemTabNum.path).at(-1)?.params).not.toHaveProperty('status');
  });

  it('opens with 只看待我审批 off for an operator, who approves nothing: every state past draft', async () => {
    const server = processServer();
    renderPortal(<ItemProcessPage />, { codes: OPERATOR });
    await waitFor(() => expect(tabNames()).toEqual(['全部 (7)', '超限待审批 (0)', '待主管审批 (2)', '待付款 (1)', '已付款 (4)', '已驳回 (0)']));
    expect(todoSwitch()).not.toBeChecked();
    expect(server.gets(itemPage.path).at(-1)?.params).toMatchObject({ todo: 'false', submitted: 'true' });
  });

  it('a chosen status whose tab disappears when 只看待我审批 is turned on falls back to 全部; one that keeps its tab stays', async () => {
    const server = processServer();
    renderPortal(<ItemProcessPage />, { codes: APPROVER });
    await waitFor(() => expect(todoSwitch()).toBeChecked());
    toggleTodo();
    fireEvent.click(await screen.findByRole('tab', { name: '待付款 (1)' }));
    await waitFor(() => expect(address()).toContain('status=approved'));
    expect(server.gets(itemPage.path).at(-1)?.params).toMatchObject({ status: 'approved' });

    toggleTodo();
    await waitFor(() => expect(tabNames()).toEqual(['全部 (2)', '待主管审批 (2)']));
    await waitFor(() => expect(address()).not.toContain('status='));
    await waitFor(() => expect(server.gets(itemPage.path).at(-1)?.params.status || undefined).toBeUndefined());
    expect(server.gets(itemPage.path).at(-1)?.params).toMatchObject({ todo: 'true' });
    expect(screen.getByRole('tab', { name: '全部 (2)' })).toHaveAttribute('aria-selected', 'true');

    // 待主管审批 has a tab either way: it stays chosen when the switch goes off.
    fireEvent.click(screen.getByRole('tab', { name: '待主管审批 (2)' }));
    await waitFor(() => expect(address()).toContain('status=pending_manager'));
    toggleTodo();
    await waitFor(() => expect(tabNames()).toHaveLength(6));
    expect(address()).toContain('status=pending_manager');
    expect(server.gets(itemPage.path).at(-1)?.params).toMatchObject({ status: 'pending_manager' });
  });
});
