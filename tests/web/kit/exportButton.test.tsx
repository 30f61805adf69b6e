import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentExport } from '@shared/api/b2b/payment';
import { DOWNLOAD_SCREEN, EXPORT_TASK_CREATED } from '@shared/api/report';
import { ExportButton } from '../../../web/components/resource';
import { address, fakeServer, renderPortal } from './portal';

const EXPORT_CODES = paymentExport.access.kind === 'code' ? paymentExport.access.codes : [];
const query = { status: 'paid', serialNo: '', customerId: '', range: [] as string[], currency: 'USD' };

describe('ExportButton: the list as an Excel file from the report centre', () => {
  it('is not shown to someone the export endpoint would refuse', () => {
    fakeServer(() => ({ data: { taskId: 1 } }));
    renderPortal(<ExportButton endpoint={paymentExport} query={query} />, { codes: ['/operationManager/payment-list'] });
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
  });

  it('asks for a task with the list’s filters, blank ones left out, and leads to the report centre', async () => {
    const server = fakeServer(() => ({ data: { taskId: 9 } }));
    renderPortal(<ExportButton endpoint={paymentExport} query={query} />, { url: '/operationManager/payment-list', codes: [...EXPORT_CODES, DOWNLOAD_SCREEN] });
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({ method: paymentExport.method, url: paymentExport.path });
    expect(server.sent[0]!.params).toEqual({ status: 'paid', currency: 'USD' });
    expect(await screen.findByText(EXPORT_TASK_CREATED, { exact: false })).toBeInTheDocument();
    fireEvent.click(screen.getByText('到报表中心下载'));
    await waitFor(() => expect(address()).toBe(DOWNLOAD_SCREEN));
  });
});
