/** How the report centre's export tasks and import records are labelled and typed (shared/screen/fields). */
import { defineFields, field } from '../screen/fields';
import { exportStatusNames, importStatusNames, type ExportTaskRow, type ImportRecordRow } from './report';

export const exportTaskFields = defineFields<ExportTaskRow>()({
  fileName: field.text('文件名', { width: 260, ellipsis: true }),
  screen: field.text('来源页面', { width: 120 }),
  status: field.enum('状态', exportStatusNames, { width: 90 }),
  rowsWritten: field.number('行数', { width: 90 }),
  sizeBytes: field.number('大小', { width: 90 }),
  username: field.user('创建人', { width: 100 }),
  createdAt: field.datetime('创建时间', { width: 165 }),
  finishedAt: field.datetime('完成时间', { width: 165 }),
  expiresAt: field.datetime('保留至', { width: 165, defaultHidden: true }),
});

export const importRecordFields = defineFields<ImportRecordRow>()({
  title: field.text('导入类型', { width: 130 }),
  screen: field.text('页面', { width: 110 }),
  fileName: field.text('文件名', { width: 200, ellipsis: true }),
  rowCount: field.number('行数', { width: 80 }),
  status: field.enum('结果', importStatusNames, { width: 80 }),
  message: field.text('说明', { width: 280, ellipsis: true }),
  username: field.user('导入人', { width: 100 }),
  createdAt: field.datetime('导入时间', { width: 165 }),
});
