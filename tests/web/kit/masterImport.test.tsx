import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { downloadImportTemplate } from '@shared/api/report';
import { exchangeRates } from '@shared/api/reference/rates';
import { exchangeRateScreen } from '@shared/api/reference/screens';
import { logisticsCosts } from '@shared/api/sales/logistics';
import { logisticsCostScreen } from '@shared/api/sales/screens';
import { MasterScreen } from '../../../web/components/master';
import { fakeServer, renderPortal } from './portal';

const EMPTY = { total: 0, rows: [] };
/** The list answers empty, the pick lists (countries, currencies) too. */
const lists = (url: string) => ({ data: url === logisticsCosts.page.path || url === exchangeRates.page.path ? EMPTY : [] });
const xlsx = () => new File([new Uint8Array([80, 75, 3, 4])], '三月.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('MasterScreen: a declared import', () => {
  it('is not offered to someone without the import code', async () => {
    const server = fakeServer((r) => lists(r.url));
    renderPortal(<MasterScreen master={logisticsCosts} />, { codes: [logisticsCostScreen.menu] });
    await waitFor(() => expect(server.gets(logisticsCosts.page.path)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /模板/ })).toBeNull();
  });

  it('downloads the screen’s own template, uploads to the declared path and reads the list again', async () => {
    const server = fakeServer((r) => (r.method === 'POST' ? { data: { recordId: 1, status: 'ok', rowCount: 2, errorCount: 0, message: '导入成功，共 2 行' } } : lists(r.url)));
    renderPortal(<MasterScreen master={logisticsCosts} templateText="下载模板" />, { codes: [logisticsCostScreen.menu, logisticsCostScreen.code('import')] });
    fireEvent.click(await screen.findByRole('button', { name: /下载模板/ }));
    await waitFor(() => expect(server.gets(logisticsCosts.import!.template!.path)).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('选择导入文件'), { target: { files: [xlsx()] } });
    await waitFor(() => expect(server.sent.filter((r) => r.method === 'POST' && r.url === logisticsCosts.import!.upload.path)).toHaveLength(1));
    await waitFor(() => expect(server.gets(logisticsCosts.page.path)).toHaveLength(2));
  });

  it('takes the template from the report centre when the screen has none of its own', async () => {
    const server = fakeServer((r) => lists(r.url));
    renderPortal(<MasterScreen master={exchangeRates} />, { codes: [exchangeRateScreen.menu, exchangeRateScreen.code('import')] });
    fireEvent.click(await screen.findByRole('button', { name: /下载导入模板/ }));
    await waitFor(() => expect(server.gets(downloadImportTemplate.path)).toHaveLength(1));
    expect(server.gets(downloadImportTemplate.path)[0]!.params).toMatchObject({ kind: 'exchangeRate' });
  });

  it('shows why a file was refused and offers its error file', async () => {
    const refused = { recordId: 7, status: 'failed', rowCount: 3, errorCount: 1, message: '导入失败：1 行数据有误，未保存任何数据。请下载错误文件查看“错误原因”，修改后重新导入' };
    fakeServer((r) => (r.method === 'POST' ? { resCode: 400, resDes: refused.message, data: refused } : lists(r.url)));
    renderPortal(<MasterScreen master={logisticsCosts} />, { codes: [logisticsCostScreen.menu, logisticsCostScreen.code('import')] });
    fireEvent.change(await screen.findByLabelText('选择导入文件'), { target: { files: [xlsx()] } });
    expect(await screen.findByText(refused.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载错误文件' })).toBeInTheDocument();
  });
});
