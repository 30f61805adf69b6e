import { z } from 'zod';
import { isoDay } from '@shared/api/inputs';
import { PROMOTE_KINDS, type PromoteKind } from '@shared/api/reviewerReports/common';
import { PROMOTE_IMPORT_KIND, PROMOTE_TEMPLATE_FILE } from '@shared/api/reviewerReports/promoteLog';
import { promoteLogScreen } from '@shared/api/reviewerReports/screens';
import { defineImport, rejectRows } from '../../excel/import-kinds';
import { productCells, productColumns, required, unknownSites } from './importCells';
import { platformIdsByCode } from './listings';
import { addPromoteLogs } from './promoteLog';

const kindByLabel = new Map<string, PromoteKind>(Object.entries(PROMOTE_KINDS).map(([k, label]) => [label, k as PromoteKind]));

const promoteImportRow = z.object({
  ...productCells,
  actionDate: required('日期').pipe(isoDay),
  kind: required('推广类型').refine((v) => kindByLabel.has(v), `推广类型只能是：${Object.values(PROMOTE_KINDS).join('、')}`).transform((v) => kindByLabel.get(v)!),
  content: required('推广内容').max(500, '推广内容最多500字'),
  remark: z.string().trim().max(500, '备注最多500字').optional(),
});
type PromoteImportRow = z.output<typeof promoteImportRow>;

/** 推广日志导入: entries of many products at once, all or none. */
export const promoteImport = defineImport<PromoteImportRow>({
  kind: PROMOTE_IMPORT_KIND,
  title: '推广日志导入',
  templateFileName: PROMOTE_TEMPLATE_FILE,
  screen: promoteLogScreen.menu,
  columns: [
    ...productColumns,
    { header: '日期', key: 'actionDate', required: true, example: '2026-11-24', width: 12 },
    { header: '推广类型', key: 'kind', required: true, example: '优惠券', width: 12 },
    { header: '推广内容', key: 'content', required: true, example: '上线 15% 优惠券', width: 30 },
    { header: '备注', key: 'remark', width: 20 },
  ],
  row: promoteImportRow,
  async commit(tx, rows, caller) {
    const sites = await platformIdsByCode(tx);
    rejectRows(unknownSites(rows, sites));
    const inputs = rows.map(({ platform, remark, ...r }) => ({ ...r, platformId: sites.get(platform)!, remark: remark ?? null }));
    rejectRows((await addPromoteLogs(tx, caller, inputs)).reasons);
  },
});
