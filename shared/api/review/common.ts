import { z } from 'zod';
import { blankAsNull, id, listPaging } from '../inputs';

/** Inputs and outputs the review-programme contracts share. */

export const REVIEWER_BASE = '/api/reviewer';

/** A whole number of orders (at least 1, at most 10,000 per record). */
export const orderCount = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是整数` })
    .int(`${label}必须是整数`)
    .min(1, `${label}至少为1`)
    .max(10_000, `${label}最多10000`);

/** Upper-case SKU code. */
export const skuCode = z
  .string({ error: '请填写SKU' })
  .trim()
  .min(1, '请填写SKU')
  .max(64, 'SKU最多64字')
  .transform((v) => v.toUpperCase());

export const optionalId = (label: string) => blankAsNull(id(label)).transform((v) => v ?? undefined);

export const paging = listPaging;

export const userRef = z.object({ id: z.number(), name: z.string() });
