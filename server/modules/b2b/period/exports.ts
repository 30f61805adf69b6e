import { PERIOD_SCREEN } from '@shared/api/b2b/common';
import { periodFilter, type PeriodFilter } from '@shared/api/b2b/period';
import { defineScopedExport } from '../../../excel/scoped-export';
import type { Db } from '../../../db/connection';
import { today } from '../invoices/dates';
import { customersBefore, periodRows } from './queries';

/** Columns of the period statistics export (账期统计). */
export const periodExportColumns = [
  { header: '客户编码', key: 'customerCode', width: 12 },
  { header: '客户名称', key: 'customerName', width: 28 },
  { header: '负责销售', key: 'salesUserName', width: 10 },
  { header: '账期天数', key: 'creditDays', width: 10 },
  { header: '信用额度', key: 'creditLimit', width: 14 },
  { header: '币种', key: 'currency', width: 8 },
  { header: '发票数', key: 'invoiceCount', width: 8 },
  { header: '已开票', key: 'invoiced', width: 14 },
  { header: '已回款', key: 'received', width: 14 },
  { header: '未回款', key: 'outstanding', width: 14 },
  { header: '未到期', key: 'notDue', width: 14 },
  { header: '已逾期', key: 'overdue', width: 14 },
  { header: '逾期1-30天', key: 'overdue1to30', width: 14 },
  { header: '逾期31-60天', key: 'overdue31to60', width: 14 },
  { header: '逾期61-90天', key: 'overdue61to90', width: 14 },
  { header: '逾期90天以上', key: 'overdueOver90', width: 14 },
  { header: '最长逾期天数', key: 'maxOverdueDays', width: 12 },
  { header: '统计日期', key: 'asOf', width: 12 },
];

const BATCH = 1000;

/**
 * The rows of the period export in batches of up to 1,000, by keyset on the customer id (newest
 * customers first), never holding more than one batch. A customer has one row per currency: when a
 * batch is full, its last customer is left for the next batch so it is never split.
 */
export async function* periodExportRows(db: Db, filter: PeriodFilter, scopeOwnerId?: number): AsyncGenerator<Record<string, unknown>[]> {
  const asOf = today();
  let before = 2_147_483_647; // above every integer id
  for (;;) {
    const rows = await periodRows(db, filter, scopeOwnerId, asOf, customersBefore(before)).limit(BATCH);
    const full = rows.length === BATCH;
    const lastId = rows[rows.length - 1]?.customerId;
    const complete = full ? rows.filter((r) => r.customerId !== lastId) : rows;
    if (complete.length) yield complete.map((r) => ({ ...r, asOf }));
    if (!full) return;
    before = lastId! + 1;
  }
}

/** 账期统计 as an export task (addB2bPeriodExcelTask). */
export const periodExport = defineScopedExport({
  kind: 'b2bPeriod',
  fileName: '账期统计',
  screen: PERIOD_SCREEN,
  filter: periodFilter,
  columns: periodExportColumns,
  rows: periodExportRows,
});
