export { isoOrNull } from '../../http/time';
import { z } from 'zod';
import { fail } from '../../http/errors';

export const iso = (d: Date) => d.toISOString();

const idParam = z.object({ id: z.coerce.number().int().positive() });
/** The `:id` of a path, or "<title>不存在". */
export function pathId(params: Record<string, string>, title: string): number {
  const parsed = idParam.safeParse(params);
  if (!parsed.success) throw fail.notFound(`${title}不存在`);
  return parsed.data.id;
}

/** A 'true' / 'false' filter as the boolean it asks for; undefined when not given. */
export const flagOf = (text: 'true' | 'false' | null | undefined) => (text ? text === 'true' : undefined);

/** The filters of a list endpoint as its handler receives them (parsed), without the paging. */
export type FilterOf<E extends { query?: z.ZodType }> = Omit<z.output<NonNullable<E['query']>>, 'page' | 'limit'>;
