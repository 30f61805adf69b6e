import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paymentDetailGet, paymentLog, paymentTransitions } from '@shared/api/b2b/payment';
import { paymentFields } from '@shared/api/b2b/recordFields';
import type { WorkflowLogRow } from '@shared/api/workflow';
import { fillPath } from '@shared/api/contract';
import { paymentMachine } from '@shared/workflow';
import { DetailSheet, useRecordDetail, useRecordDrawer } from '../../../web/components/resource';
import { address, fakeServer, renderPortal, type SentRequest } from './portal';

const AUDIT = 'payment-list:btn_audit';
const detailPath = (id: number) => fillPath(paymentDetailGet.path, { id });

function PaymentSheet({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const drawer = useRecordDetail({ detail: { endpoint: paymentDetailGet, params: { id } }, log: { endpoint: paymentLog, query: { paymentId: id } }, onClose, onChanged });
  return <DetailSheet {...drawer.sheet} machine={paymentMachine} heading={drawer.record?.serialNo} fields={paymentFields} names={['customerName', 'amount']} transitions={paymentTransitions} />;
}

/** A list with its drawer and its form, as the screens have them. */
function Payments({ onChanged = () => undefined }: { onChanged?(): void }) {
  const drawer = useRecordDrawer();
  return (
    <>
      <button onClick={() => drawer.open(12)}>FK012</button>
      <button onClick={() => drawer.edit()}>新增</button>
      {drawer.editing && (
        <div role="form" aria-label="付款申请表单">
          {drawer.editing.id ? `编辑 ${drawer.editing.id}` : '新增付款申请'}
          <button onClick={() => drawer.saved(drawer.editing?.id ?? 13)}>保存</button>
        </div>
      )}
      {drawer.id !== undefined && <PaymentSheet id={drawer.id} onClose={drawer.close} onChanged={onChanged} />}
    </>
  );
}

/**
 * Holds back every change of the address: react-router makes it in a transition, which the renders of a
 * list reloading beside it (after a save) keep putting off; here it never lands.
 */
function AddressHeldBack({ at }: { at: string }) {
  const { search } = useLocation();
  if (search !== at) throw new Promise(() => undefined);
  return null;
}

const record = (id: number, status: string, version: number) => ({ id, version, status, createdBy: 5, serialNo: `FK0${id}`, customerName: 'Acme Ltd', amount: '1234.50', currency: 'USD', editable: false });
const logEntry = (id: number, action: string, fromStatus: string, toStatus: string, actorName: string): WorkflowLogRow => ({ id, action, fromStatus, toStatus, actorId: id, actorName, comment: null, createdAt: '2026-11-20T08:00:00Z' });

/** One payment request per id; an audit moves it on and writes the log, as the server does. */
function paymentServer() {
  const state = { status: 'pending_audit', version: 3, log: [logEntry(1, 'submit', 'draft', 'pending_audit', '张伟')] };
  const server = fakeServer((r: SentRequest) => {
    if (r.method === 'POST' && r.url.endsWith('/auditPayment')) {
      Object.assign(state, { status: 'pending_finance', version: 4, log: [...state.log, logEntry(2, 'approve', 'pending_audit', 'pending_finance', '陈静')] });
      return { data: { id: 12, version: 4, status: 'pending_finance' } };
    }
    const detail = /\/detail\/(\d+)$/.exec(r.url);
    if (detail) return { data: record(Number(detail[1]), state.status, state.version) };
    if (r.url === paymentLog.path) return { data: state.log };
    return { resCode: 404, resDes: `no fake for ${r.method} ${r.url}` };
  });
  return server;
}

describe('useRecordDrawer and useRecordDetail: the drawer of a workflow record', () => {
  it('opens the record named by ?id= (a Lark card or widget link): its fields, status, log and the actions allowed now', async () => {
    const server = paymentServer();
    renderPortal(<Payments />, { url: '/operationManager/payment-list?id=12', codes: [AUDIT], userId: 7 });
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByText('Acme Ltd')).toBeInTheDocument();
    expect(within(sheet).getByText('付款申请 FK012')).toBeInTheDocument();
    expect(within(sheet).getByText('待审核')).toBeInTheDocument();
    expect(within(sheet).getByText('USD 1,234.50')).toBeInTheDocument();
    expect(await within(sheet).findByText('张伟')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: '审核通过' })).toBeInTheDocument();
    expect(server.gets(detailPath(12))).toHaveLength(1);
    expect(server.gets(paymentLog.path)[0]!.params).toMatchObject({ paymentId: 12 });
  });

  it('ignores an ?id= that names no record', () => {
    const server = paymentServer();
    renderPortal(<Payments />, { url: '/operationManager/payment-list?id=abc' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.sent).toEqual([]);
  });

  it('runs an action with the version shown, then reloads the record and its log and tells the list', async () => {
    const server = paymentServer();
    const onChanged = vi.fn();
    renderPortal(<Payments onChanged={onChanged} />, { url: '/operationManager/payment-list?id=12', codes: [AUDIT], userId: 7 });
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(await within(sheet).findByRole('button', { name: '审核通过' }));
    // 审核通过 takes an optional remark first.
    const ask = await screen.findByRole('dialog', { name: /审核通过：付款申请/ });
    fireEvent.click(within(ask).getByRole('button', { name: '审核通过' }));
    await waitFor(() => expect(server.sent.find((r) => r.method === 'POST')?.body).toMatchObject({ id: 12, version: 3, pass: true }));
    expect(await within(sheet).findByText('待财务确认')).toBeInTheDocument();
    expect(await within(sheet).findByText('陈静')).toBeInTheDocument();
    expect(screen.getByText('操作成功')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    expect(within(sheet).queryByRole('button', { name: '审核通过' })).toBeNull();
  });

  it('puts ?id= in the address when a row is opened and takes it out on closing, keeping the filters', async () => {
    paymentServer();
    renderPortal(<Payments />, { url: '/operationManager/payment-list?status=pending_audit' });
    fireEvent.click(screen.getByRole('button', { name: 'FK012' }));
    await waitFor(() => expect(address()).toBe('/operationManager/payment-list?status=pending_audit&id=12'));
    const sheet = await screen.findByRole('dialog');
    await within(sheet).findByText('Acme Ltd');
    fireEvent.click(within(sheet).getByRole('button', { name: 'close' }));
    await waitFor(() => expect(address()).toBe('/operationManager/payment-list?status=pending_audit'));
    await waitFor(() => expect(screen.queryByText('Acme Ltd')).toBeNull());
  });

  it('opens a saved record in the drawer after its form', async () => {
    paymentServer();
    renderPortal(<Payments />, { url: '/operationManager/payment-list' });
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = screen.getByRole('form', { name: '付款申请表单' });
    expect(form).toHaveTextContent('新增付款申请');
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(address()).toBe('/operationManager/payment-list?id=13'));
    expect(screen.queryByRole('form')).toBeNull();
    expect(await screen.findByText('付款申请 FK013')).toBeInTheDocument();
  });

  it('opens and closes the drawer at once, while the address is still changing', async () => {
    paymentServer();
    renderPortal(
      <>
        <Suspense fallback={null}>
          <AddressHeldBack at="" />
        </Suspense>
        <Payments />
      </>,
      { url: '/operationManager/payment-list' },
    );
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    fireEvent.click(within(screen.getByRole('form', { name: '付款申请表单' })).getByRole('button', { name: '保存' }));
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByText('付款申请 FK013')).toBeInTheDocument();
    expect(address()).toBe('/operationManager/payment-list');
    fireEvent.click(within(sheet).getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByText('付款申请 FK013')).toBeNull());
  });
});
