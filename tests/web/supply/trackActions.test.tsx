import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { opSupplyScreen, trackScreen } from '@shared/api/supply/screens';
import type { TrackRow } from '@shared/api/supply/tracks';
import { TrackActions } from '../../../web/pages/supply/common/TrackActions';
import { fakeServer, renderPortal } from '../kit/portal';

const PLANNER = 4;
const MANAGER = 8;
const track = (status: string) => ({ id: 31, version: 6, status, createdBy: PLANNER, serialNo: 'GT202611200001', sku: 'HOME-001', qty: 40 }) as unknown as TrackRow;

function renderRow(status: string, userId: number, codes: string[]) {
  const onChanged = vi.fn();
  const server = fakeServer(() => ({ data: { id: 31, version: 7, status: 'x' } }));
  const { container } = renderPortal(<TrackActions row={track(status)} onChanged={onChanged} />, { userId, codes });
  const buttons = () => within(container).queryAllByRole('button').map((b) => b.textContent);
  return { onChanged, server, buttons };
}

describe('TrackActions: what a user may do with a track from its row', () => {
  it('its planner splits, confirms or deletes a draft; confirming sends the units and ship date with the version shown', async () => {
    const { onChanged, server, buttons } = renderRow('draft', PLANNER, [opSupplyScreen.code('edit')]);
    expect(buttons()).toEqual(['拆分', '确认', '删除']);
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('数量'), { target: { value: '36' } });
    fireEvent.click(within(dialog).getAllByText('确认').at(-1)!);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(server.sent[0]).toMatchObject({ method: 'POST', url: '/api/operate/supplyPlanTrack/saveConfirmSupplyPlanTrack', body: { id: 31, version: 6, qty: 36 } });
    expect(screen.getByText('已确认，等待审核')).toBeInTheDocument();
  }, 20_000);

  it('its planner withdraws it while it waits for audit, and may not audit her own', () => {
    expect(renderRow('pending_audit', PLANNER, [opSupplyScreen.code('edit'), trackScreen.code('audit')]).buttons()).toEqual(['撤回']);
  });

  it('a manager approves at once, or rejects with a reason', async () => {
    const { onChanged, server, buttons } = renderRow('pending_audit', MANAGER, [trackScreen.code('audit')]);
    expect(buttons()).toEqual(['通过', '驳回']);
    fireEvent.click(screen.getByRole('button', { name: '通过' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(server.sent[0]!.body).toMatchObject({ id: 31, version: 6, pass: true });
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('驳回原因（必填）'), { target: { value: '下个月再发' } });
    fireEvent.click(within(dialog).getByText('驳回'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
    expect(server.sent[1]!.body).toMatchObject({ id: 31, version: 6, pass: false, comment: '下个月再发' });
  });

  it('offers nothing the row cannot run: 供应链确认 is a batch, 下单 and 发货 come by import; the supply chain may close it', () => {
    expect(renderRow('approved', MANAGER, [trackScreen.code('import')]).buttons()).toEqual([]);
    expect(renderRow('shipped', MANAGER, [trackScreen.code('confirm'), trackScreen.code('import')]).buttons()).toEqual(['关闭']);
  });

  it('the supply chain closes a track that will not ship, with a reason', async () => {
    const { onChanged, server } = renderRow('ordered', MANAGER, [trackScreen.code('confirm')]);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('关闭原因（必填）'), { target: { value: '供应商停产' } });
    fireEvent.click(within(dialog).getAllByText('关闭').at(-1)!);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(server.sent[0]).toMatchObject({ url: '/api/operate/supplyPlanTrack/closePlanTrack', body: { id: 31, version: 6, comment: '供应商停产' } });
  });
});
