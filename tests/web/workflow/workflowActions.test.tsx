import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FrontInfo } from '@shared/api/user';
import { paymentMachine } from '@shared/workflow';
import { WorkflowActions } from '../../../web/components/workflow';
import { waitForClickLock } from '../clickLock';
import { createCan } from '../../../web/lib/session/permissions';
import { SessionContext, type Session } from '../../../web/lib/session/SessionContext';

function sessionOf(id: number, elements: string[]): Session {
  const info = { id, elements, menus: [] } as unknown as FrontInfo;
  return {
    status: 'ready',
    info,
    roles: ['admin'],
    can: createCan(info),
    ensureLoaded: () => undefined,
    setAvatar: () => undefined,
    logout: async () => undefined,
  };
}

function renderActions(session: Session, record: { status: string; createdBy: number }, onAction = vi.fn(async () => undefined)) {
  render(
    <SessionContext.Provider value={session}>
      <WorkflowActions machine={paymentMachine} record={record} onAction={onAction} />
    </SessionContext.Provider>,
  );
  return onAction;
}

describe('<WorkflowActions>', () => {
  it('shows an auditor approve and reject on a request waiting for audit, nothing on their own', () => {
    renderActions(sessionOf(7, ['payment-list:btn_audit']), { status: 'pending_audit', createdBy: 3 });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['审核通过', '驳回']);
  });

  it('shows nothing to the creator of a request waiting for audit', () => {
    renderActions(sessionOf(3, ['payment-list:btn_add', 'payment-list:btn_audit']), { status: 'pending_audit', createdBy: 3 });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('asks for a reason before rejecting and sends it', async () => {
    const onAction = renderActions(sessionOf(7, ['payment-list:btn_audit']), { status: 'pending_audit', createdBy: 3 });
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('请填写驳回原因')).toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '金额与合同不符' } });
    await waitForClickLock(() => within(dialog).getByRole('button', { name: '驳回' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('reject', expect.objectContaining({ comment: '金额与合同不符' })));
  });
});
