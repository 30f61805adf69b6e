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
