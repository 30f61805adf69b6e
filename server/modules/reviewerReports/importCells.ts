import { z } from 'zod';
import type { ImportColumn } from '../../excel/import-kinds';

/** What the rating and promotion log imports share: the cells naming a product, and their checks. */

/** A required cell: trimmed, 请填写<label> when blank. */
export const required = (label: string) => z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`);

/** 站点编码 and ASIN, upper case: a product (listing) as both files name it. */
export const productCells = {
  platform: required('站点编码').transform((v) => v.toUpperCase()),
  asin: required('ASIN').max(20, 'ASIN最多20位').transform((v) => v.toUpperCase()),
};

/** Their template columns. */
export const productColumns: ImportColumn[] = [
  { header: '站点编码', key: 'platform', required: true, example: 'AMZ-US', width: 12 },
  { header: 'ASIN', key: 'asin', required: true, example: 'B0XXXXXXXX', width: 14 },
];

/** The rows naming a site code that does not exist: row index -> reason. */
export const unknownSites = (rows: ReadonlyArray<{ platform: string }>, sites: ReadonlyMap<string, number>): Map<number, string> =>
  new Map(rows.flatMap((r, i) => (sites.has(r.platform) ? [] : [[i, `站点编码 ${r.platform} 不存在`] as [number, string]])));
