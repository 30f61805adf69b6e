import path from 'node:path';
import { eq } from 'drizzle-orm';
import { idParam } from '@shared/api/paging';
import * as api from '@shared/api/report';
import { exportTasks, importRecords } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { countedListPage } from '../../http/preparedList';
import { sendStoredFile, sendXlsx } from '../../excel/download';
import { storedPath } from '../../excel/files';
import { importKind, importKinds } from '../../excel/import-kinds';
import { exampleRow, templateColumns } from '../../excel/template';
import { holdsAny } from '../../http/auth/codes';
import { assertMayFetch, listOwner } from './access';
import { exportTaskConditions, exportTaskRows, importRecordConditions, importRecordRows, newestExportsFirst, newestImportsFirst } from './queries';

const DAY_MS = 24 * 3600_000;

/** Report centre: export tasks and their files, import templates, import records and error files. */
export function reportRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.exportTaskPage, async ({ query, caller, deps }) => {
      const page = await countedListPage(deps.db, {
        name: 'export_tasks',
        values: { owner: await listOwner(caller, query.all, api.SEE_ALL_EXPORTS), status: query.status || undefined },
        conditions: exportTaskConditions,
        select: (extra) => exportTaskRows(deps.db, extra),
        order: newestExportsFirst,
        counted: exportTasks,
        page: query.page,
        limit: query.limit,
      });
      const keepMs = deps.config.exportKeepDays * DAY_MS;
      return {
        total: page.total,
        rows: page.rows.map((r) => ({
          ...r,
          expiresAt: r.status === 'done' && r.finishedAt ? new Date(r.finishedAt.getTime() + keepMs) : null,
        })),
      };
    })
    .add(api.downloadExportTask, async ({ params, caller, deps, res }) => {
      const [task] = await deps.db.select().from(exportTasks).where(eq(exportTasks.id, idParam.parse(params).id));
      await assertMayFetch(caller, task, api.SEE_ALL_EXPORTS, '导出任务不存在');
      if (task!.status === 'expired') throw fail.refused('文件已过期删除，请重新导出');
      if (task!.status !== 'done' || !task!.filePath) throw fail.refused('文件还没有生成好，请稍后再下载');
      await sendStoredFile(res, storedPath(deps.config, 'exports', task!.filePath), task!.fileName);
    })
    .add(api.importTemplateList, async ({ caller }) => {
      const codes = await caller.codes();
      return importKinds()
        .filter((k) => holdsAny(codes, [k.screen]))
        .map((k) => ({
          kind: k.kind,
          title: k.title,
          templateFileName: k.templateFileName,
          screen: k.screen,
          columns: k.columns.map((c) => ({ header: c.header, required: Boolean(c.required), example: c.example ?? null })),
        }));
    })
    .add(api.downloadImportTemplate, async ({ query, caller, res }) => {
      const kind = importKind(query.kind);
      if (!kind) throw fail.notFound('导入模板不存在');
      if (!holdsAny(await caller.codes(), [kind.screen])) throw fail.forbidden();
      await sendXlsx(res, kind.templateFileName, templateColumns(kind), [exampleRow(kind)]);
    })
    .add(api.importRecordPage, async ({ query, caller, deps }) => {
      const page = await countedListPage(deps.db, {
        name: 'import_records',
        values: { owner: await listOwner(caller, query.all, api.SEE_ALL_IMPORTS), kind: query.kind || undefined, status: query.status || undefined },
        conditions: importRecordConditions,
        select: (extra) => importRecordRows(deps.db, extra),
        order: newestImportsFirst,
        counted: importRecords,
        page: query.page,
        limit: query.limit,
      });
      return { total: page.total, rows: page.rows.map(({ errorFile, ...r }) => ({ ...r, hasErrorFile: errorFile !== null })) };
    })
    .add(api.downloadImportErrors, async ({ params, caller, deps, res }) => {
      const [record] = await deps.db.select().from(importRecords).where(eq(importRecords.id, idParam.parse(params).id));
      await assertMayFetch(caller, record, api.SEE_ALL_IMPORTS, '导入记录不存在');
      if (!record!.errorFile) throw fail.refused('这次导入没有错误文件，或错误文件已过期删除');
      const base = path.parse(record!.fileName).name;
      await sendStoredFile(res, storedPath(deps.config, 'imports', record!.errorFile), `${base}_错误原因.xlsx`);
    });
}
