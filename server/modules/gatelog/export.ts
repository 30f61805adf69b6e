import { and } from 'drizzle-orm';
import { gateLogExportFilter, GATE_LOG_SCREEN } from '@shared/api/admin/gateLog';
import { findEntry } from '@shared/catalog';
import { formatDateTime } from '@shared/format';
import { gateLogs } from '../../db/schema';
import { defineExport, inBatches } from '../../excel/export-kinds';
import { gateLogWhere, newestGateLogs, olderThan } from './queries';

const BATCH = 2000;

/** 操作日志 as xlsx, with the page's filters, newest first. */
export const gateLogExport = defineExport({
  kind: 'gateLog',
  fileName: '操作日志',
  screen: GATE_LOG_SCREEN,
  params: gateLogExportFilter,
  columns: [
    { header: '时间', key: 'createdAt', width: 20 },
    { header: '账号', key: 'username', width: 14 },
    { header: '地址', key: 'host', width: 16 },
    { header: '方法', key: 'method', width: 8 },
    { header: '路径', key: 'path', width: 40 },
    { header: '菜单', key: 'menu', width: 16 },
    { header: '结果码', key: 'resCode', width: 8 },
    { header: '耗时(ms)', key: 'durationMs', width: 10 },
    { header: '请求内容', key: 'body', width: 60 },
  ],
  count: (deps, filter) => deps.db.$count(gateLogs, gateLogWhere(filter)),
  async *rows(deps, filter) {
    const where = gateLogWhere(filter);
    const batches = inBatches<typeof gateLogs.$inferSelect>(
      (last) => newestGateLogs(deps.db, last ? and(where, olderThan(last.id)) : where, BATCH, 0),
      BATCH,
    );
    for await (const r of batches) {
      yield {
        createdAt: formatDateTime(r.createdAt),
        username: r.username,
        host: r.host,
        method: r.method,
        path: r.path,
        menu: r.menu ? (findEntry(r.menu)?.title ?? r.menu) : null,
        resCode: r.resCode,
        durationMs: r.durationMs,
        body: r.body,
      };
    }
  },
});
