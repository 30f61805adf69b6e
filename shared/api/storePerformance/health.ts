import { z } from 'zod';

/**
 * The weekly account-health figures (docs/domain/store-performance.md, thresholds): their labels, the
 * limit a store must keep and on which side a week is at risk. One list for the server, the Excel
 * template and the pages.
 */
export const HEALTH_FIGURES = {
  orderDefectRate: { label: '订单缺陷率', unit: '%', limit: 1, risk: 'above' },
  lateShipmentRate: { label: '迟发率', unit: '%', limit: 4, risk: 'above' },
  cancellationRate: { label: '取消率', unit: '%', limit: 2.5, risk: 'above' },
  validTrackingRate: { label: '有效追踪率', unit: '%', limit: 95, risk: 'below' },
  policyViolations: { label: '政策违规数', unit: '', limit: 0, risk: 'above' },
  negativeFeedbackRate: { label: '差评率', unit: '%', limit: 5, risk: 'above' },
} as const;
export type HealthFigure = keyof typeof HEALTH_FIGURES;
export const HEALTH_KEYS = Object.keys(HEALTH_FIGURES) as HealthFigure[];

/** Whether one figure of a week breaks its limit. */
export function figureAtRisk(key: HealthFigure, value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const f = HEALTH_FIGURES[key];
  return f.risk === 'above' ? Number(value) > f.limit : Number(value) < f.limit;
}

/** The figures of a week that break their limit. */
export const risksOf = (week: Partial<Record<HealthFigure, string | number | null>>): HealthFigure[] => HEALTH_KEYS.filter((k) => figureAtRisk(k, week[k]));

/** One week's figures as answered: percentages as decimal strings, violations as an integer. */
export const healthFigures = {
  orderDefectRate: z.string(),
  lateShipmentRate: z.string(),
  cancellationRate: z.string(),
  validTrackingRate: z.string(),
  policyViolations: z.number(),
  negativeFeedbackRate: z.string(),
};
export const healthWeekRow = z.object({ week: z.string(), ...healthFigures });
export type HealthWeekRow = z.infer<typeof healthWeekRow>;

/** A percentage as typed in the sheet: 0–100, at most two decimals ("0.85", "0.85%"). */
export const percentCell = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .transform((v) => v.replace(/%$/, '').trim())
    .refine((v) => v !== '', `请填写${label}`)
    .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v), `${label}应为0到100的数字，最多两位小数`)
    .refine((v) => Number(v) <= 100, `${label}应为0到100的数字，最多两位小数`)
    .transform((v) => Number(v).toFixed(2));

/** A week as its Monday (yyyy-MM-dd). */
export const mondayCell = z
  .string({ error: '请填写周（周一日期）' })
  .trim()
  .pipe(z.iso.date({ error: '周的日期格式应为 yyyy-MM-dd' }))
  .refine((v) => new Date(`${v}T00:00:00Z`).getUTCDay() === 1, '周请填写该周的周一日期');
