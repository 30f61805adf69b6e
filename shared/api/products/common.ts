import { z } from 'zod';
import { blankAsAbsent } from '../inputs';

/** Helpers every product contract uses (the generic ones come from inputs). */
export { blankAsNull, cappedPage, id, LIST_COUNT_CAP, listPaging, optionalText, prefixText, queryFlag, text } from '../inputs';

/** Product statuses (Crossdock's ProductStatusEnum until the reference enum lands): draft, on sale, off sale. */
export const PRODUCT_STATUSES = ['draft', 'on_sale', 'off_sale'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const productStatusLabels: Record<ProductStatus, string> = { draft: '草稿', on_sale: '在售', off_sale: '停售' };
export const productStatus = z.enum(PRODUCT_STATUSES, { error: '产品状态只能是草稿、在售或停售' });

/** A SKU code: letters, digits, - and _; stored in upper case. */
export const skuCode = z
  .string({ error: '请填写SKU' })
  .trim()
  .min(1, '请填写SKU')
  .max(40, 'SKU最多40个字符')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'SKU只能包含字母、数字、- 和 _')
  .transform((v) => v.toUpperCase());

/** A positive integer id in a query string ('' = not given). */
export const queryId = (label: string) => blankAsAbsent(z.coerce.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`));

/** A required positive integer id in a query string. */
export const requiredQueryId = (label: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: `请选择${label}` }).int(`${label}不正确`).positive(`${label}不正确`));

/** A user as lists show them. */
export const userRef = z.object({ userId: z.number(), name: z.string() });
