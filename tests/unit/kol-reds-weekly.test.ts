import { describe, expect, it } from 'vitest';
import type { RedsRow } from '@shared/api/kol/reds';
import { weekOf, weeklyPerformance } from '../../web/pages/kol/requires/redsWeekly';

const red = (publishDate: string, views: number, referralFee: string, currency = 'USD') => ({ publishDate, views, clicks: 1, orders: 1, referralFee, currency }) as RedsRow;

describe('post performance per week', () => {
  it('puts a day in the week of its Monday', () => {
    expect(weekOf('2026-11-26')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-22')).toBe('2026-11-16');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });
  it('sums a metric per week in order, and fees per currency without adding currencies', () => {
    const rows = [red('2026-11-26', 100, '0.10'), red('2026-11-24', 50, '0.20'), red('2026-11-17', 7, '30', 'EUR')];
    expect(weeklyPerformance(rows, 'views')).toEqual([
      { week: '2026-11-16', series: '浏览量', value: 7 },
      { week: '2026-11-23', series: '浏览量', value: 150 },
    ]);
    expect(weeklyPerformance(rows, 'referralFee')).toEqual([
      { week: '2026-11-16', series: 'EUR', value: 30 },
      { week: '2026-11-23', series: 'USD', value: 0.3 },
    ]);
  });
});
