import { z } from 'zod';

/** `page`/`limit` as every list sends them; limit is capped so no request can ask for a table. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(2000).default(20),
});

export interface Page<T> {
  total: number;
  rows: T[];
}

export const pageOf = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row) });

/** Query-string booleans and ids arrive as strings. */
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
