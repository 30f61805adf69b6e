import { z } from 'zod';
import { isoDay } from '@shared/api/inputs';
import { RATING_IMPORT_KIND, RATING_TEMPLATE_FILE } from '@shared/api/reviewerReports/ratings';
import { ratingQueryScreen } from '@shared/api/reviewerReports/screens';
import { mondayOf } from '@shared/api/reviewerReports/weeks';
import { defineImport, rejectRows } from '../../excel/import-kinds';
import { productCells, productColumns, required, unknownSites } from './importCells';
import { platformIdsByCode, storeIdsByCode } from './listings';
import { checkRatings, saveRatings } from './ratingSave';

export const ratingImportRow = z.object({
  week: required('周').pipe(isoDay).transform(mondayOf),
  ...productCells,
  star: required('星级').regex(/^\d(\.\d{1,2})?$/, '星级应为 1 到 5 之间的数字（最多两位小数）').refine((v) => Number(v) >= 1 && Number(v) <= 5, '星级应为 1 到 5 之间的数字（最多两位小数）'),
  ratingCount: required('评分数').regex(/^\d{1,9}$/, '评分数应为不小于0的整数').transform(Number),
  store: z.string().trim().toUpperCase().optional(),
});
type RatingImportRow = z.output<typeof ratingImportRow>;

/** 产品评分导入: the marketplace's weekly rating export, one row per product and week, all or none. */
export const ratingImport = defineImport<RatingImportRow>({
  kind: RATING_IMPORT_KIND,
  title: '产品评分导入',
  templateFileName: RATING_TEMPLATE_FILE,
  screen: ratingQueryScreen.menu,
  columns: [
    { header: '周', key: 'week', required: true, example: '2026-11-23', width: 14 },
    ...productColumns,
    { header: '星级', key: 'star', required: true, example: '4.5', width: 8 },
    { header: '评分数', key: 'ratingCount', required: true, example: '128', width: 10 },
    { header: '店铺编码', key: 'store', width: 14 },
  ],
  row: ratingImportRow,
  async commit(tx, rows, caller) {
    const [sites, stores] = await Promise.all([platformIdsByCode(tx), storeIdsByCode(tx)]);
    const reasons = unknownSites(rows, sites);
    rows.forEach((r, i) => {
      if (!reasons.has(i) && r.store && !stores.has(r.store)) reasons.set(i, `店铺编码 ${r.store} 不存在`);
    });
    // Rows naming a known site and store are checked against the catalogue too: every bad row is named at once.
    const known = rows.flatMap((r, i) => (reasons.has(i) ? [] : [{ i, input: { weekStart: r.week, platformId: sites.get(r.platform)!, asin: r.asin, star: r.star, ratingCount: r.ratingCount, storeId: r.store ? stores.get(r.store)! : undefined } }]));
    for (const [j, reason] of (await checkRatings(tx, known.map((k) => k.input), caller)).reasons) reasons.set(known[j]!.i, reason);
    rejectRows(reasons);
    rejectRows(await saveRatings(tx, known.map((k) => k.input), caller));
  },
});
