import ExcelJS from 'exceljs';
import { xlsxOf } from '../support/files';
import { expect, test } from '@playwright/test';
import { openAs } from './support';

test('admin exports the gate log from its page and downloads the file from the report centre', async ({ page }) => {
  await openAs(page, 'admin', '/baseManager/gateLogManager');
  await page.getByRole('button', { name: '导出' }).click();
  await expect(page.getByText('导出任务已创建')).toBeVisible();
  await page.getByText('到报表中心下载').click();
  await expect(page).toHaveURL(/\/reportCenter\/reportDownloadManager/);

  const row = page.getByRole('row').filter({ hasText: '操作日志_' }).first();
  await expect(row.getByText('已完成')).toBeVisible({ timeout: 20_000 });
  const saved = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^操作日志_\d{8}_\d{6}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['时间', '账号', '地址', '方法', '路径', '菜单', '结果码', '耗时(ms)', '请求内容']);
  expect(sheet.rowCount).toBeGreaterThan(1);
});

test('the staff page offers the import template and reports a bad import with its error file', async ({ page }) => {
  await openAs(page, 'liuyang', '/baseManager/vtEmployeeManager');
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载导入模板' }).click();
  expect((await template).suggestedFilename()).toBe('员工档案导入模板.xlsx');

  const content = await xlsxOf(['工号*', '姓名*', '邮箱'], [['E9001', '', 'bad-mail']]);
  await page.getByLabel('选择导入文件').setInputFiles({ name: '坏员工.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: content });
  const dialog = page.getByRole('dialog', { name: '导入失败' });
  await expect(dialog.getByText('导入失败：1 行数据有误')).toBeVisible();
  const errors = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载错误文件' }).click();
  expect((await errors).suggestedFilename()).toBe('坏员工_错误原因.xlsx');
});
