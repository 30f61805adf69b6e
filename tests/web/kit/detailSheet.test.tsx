import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentTransitions } from '@shared/api/b2b/payment';
import { paymentFields } from '@shared/api/b2b/recordFields';
import { paymentScreen } from '@shared/api/b2b/screens';
import type { WorkflowLogRow } from '@shared/api/workflow';
import { paymentMachine } from '@shared/workflow';
import { DetailSection, DetailSheet } from '../../../web/components/resource';
import { fakeServer, renderPortal } from './portal';

const CREATOR = 5;
const draft = { id: 12, version: 2, status: 'draft', createdBy: CREATOR, serialNo: 'FK012', customerName: 'Acme Ltd', amount: '80', currency: 'EUR' } as never;
const log: WorkflowLogRow[] = [{ id: 1, action: 'save', fromStatus: null, toStatus: 'draft', actorId: CREATOR, actorName: '张伟', comment: '先存草稿', createdAt: '2026-11-20T08:00:00Z' }];

function renderSheet(props: { record?: unknown; exclude?: string[]; transitions?: typeof paymentTransitions; handlers?: Record<string, () => void> } = {}, codes = [paymentScreen.code('add'), paymentScreen.code('del')]) {
  const calls = { onClose: vi.fn(), onChanged: vi.fn(), reload: vi.fn(async () => undefined) };
  renderPortal(
    <DetailSheet
      machine={paymentMachine}
      record={'record' in props ? (props.record as never) : draft}
      heading="FK012"
      fields={paymentFields}
      names={['customerName', 'amount']}
      transitions={props.transitions ?? paymentTransitions}
      exclude={props.exclude}
      handlers={props.handlers}
      log={log}
      buttons={<button>打印</button>}
      {...calls}
    >
      <DetailSection title="附件" empty="无附件" />
    </DetailSheet>,
    { codes, userId: CREATOR },
  );
  return calls;
}

const sheet = () => screen.getByLabelText('付款申请详情');

describe('DetailSheet: the drawer of a workflow record', () => {
  it('shows its title and a spinner until the record comes', () => {
    renderSheet({ record: undefined });
    expect(screen.getByText('付款申请 FK012')).toBeInTheDocument();
    expect(screen.queryByText('Acme Ltd')).toBeNull();
    expect(document.querySelector('.semi-spin')).not.toBeNull();
  });

  it('shows a record: its status tag, fields in their format, sections, buttons and log', () => {
    renderSheet();
    const sheet = screen.getByLabelText('付款申请详情');
    expect(screen.getByText('草稿')).toBeInTheDocument();
    expect(within(sheet).getByText('Acme Ltd')).toBeInTheDocument();
    expect(within(sheet).getByText('EUR 80.00')).toBeInTheDocument();
    expect(within(sheet).getByText('无附件')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: '打印' })).toBeInTheDocument();
    expect(within(sheet).getByText('先存草稿')).toBeInTheDocument();
  });

  it('offers the creator of a draft what the machine allows, less what is offered elsewhere', () => {
    renderSheet({ exclude: ['submit'] });
    const sheet = screen.getByLabelText('付款申请详情');
    expect(within(sheet).getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: '提交' })).toBeNull();
  });

  it('never shows an action no contract runs; a page form of its own runs it instead', () => {
    const withoutDelete = paymentTransitions.filter((e) => !('delete' in e.transitions.actions)) as unknown as typeof paymentTransitions;
    renderSheet({ transitions: withoutDelete });
    expect(within(sheet()).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(sheet()).getByRole('button', { name: '提交' })).toBeInTheDocument();
  });

  it('an action handled by the page opens its form, not a contract', () => {
    const server = fakeServer(() => ({ data: {} }));
    const own = vi.fn();
    const withoutDelete = paymentTransitions.filter((e) => !('delete' in e.transitions.actions)) as unknown as typeof paymentTransitions;
    renderSheet({ transitions: withoutDelete, handlers: { delete: own } });
    fireEvent.click(within(sheet()).getByRole('button', { name: '删除' }));
    expect(own).toHaveBeenCalledTimes(1);
    expect(server.sent).toEqual([]);
  });

  it('offers nothing to someone else', () => {
    renderSheet({ record: { ...(draft as object), createdBy: 99 } }, [paymentScreen.code('add'), paymentScreen.code('del'), paymentScreen.code('audit')]);
    expect(within(sheet()).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('删除 asks first, runs through its contract with the version shown, and closes the sheet of the record gone', async () => {
    const server = fakeServer(() => ({ data: { id: 12, version: 3, status: 'deleted' } }));
    const calls = renderSheet();
    fireEvent.click(within(sheet()).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByText('确定删除该付款申请？');
    expect(server.sent).toEqual([]);
    fireEvent.click(within(confirm.closest('.semi-modal') as HTMLElement).getByText('确定'));
    await waitFor(() => expect(calls.onClose).toHaveBeenCalled());
    expect(server.sent[0]).toMatchObject({ method: 'GET', url: '/api/operate/b2bPayment/deletePayment', params: { id: 12, version: 2 } });
    expect(calls.onChanged).toHaveBeenCalledWith(true);
    expect(calls.reload).not.toHaveBeenCalled();
    expect(screen.getByText('操作成功')).toBeInTheDocument();
  });

  it('提交 runs through its contract and keeps the sheet open, reloaded', async () => {
    const server = fakeServer(() => ({ data: { id: 12, version: 3, status: 'pending_audit' } }));
    const calls = renderSheet();
    fireEvent.click(within(sheet()).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(calls.reload).toHaveBeenCalled());
    expect(server.sent[0]).toMatchObject({ method: 'GET', url: '/api/operate/b2bPayment/submitPayment', params: { id: 12, version: 2 } });
    expect(calls.onChanged).toHaveBeenCalledWith(false);
    expect(calls.onClose).not.toHaveBeenCalled();
  });
});
