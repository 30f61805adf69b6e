import { z } from 'zod';
import { LOGIN, endpoint, type DataOf } from './contract';

/** One point of a figure's trend: a month (`2026-11`), a week (`W47`) or a month name. */
export const trendPoint = z.object({ label: z.string(), value: z.number() });

/**
 * A key figure of the caller's job on 首页 (docs/domain/home-figures.md): a value with its unit, a short hint, a
 * small trend, and the list behind it (a portal path with its filters in the query).
 */
export const homeFigure = z.object({
  key: z.string(),
  title: z.string(),
  /** Display-ready: a count (`3`), a decimal amount (`12345.67`) or a percentage number (`87.5`). */
  value: z.string(),
  unit: z.string().nullable(),
  hint: z.string().nullable(),
  path: z.string(),
  trend: z.array(trendPoint),
});
export type HomeFigure = z.infer<typeof homeFigure>;

export const homeFigures = endpoint({
  method: 'GET',
  path: '/api/home/figures',
  access: LOGIN,
  summary: '首页关键指标：调用者可见的各模块指标（值、提示、趋势、明细入口）',
  response: z.array(homeFigure),
});
export type HomeFigures = DataOf<typeof homeFigures>;
