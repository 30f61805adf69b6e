import { describe, expect, it, vi, afterEach } from 'vitest';
import { rangePresets } from '../../web/components/DateRangePicker';

afterEach(() => vi.useRealTimers());

describe('date range shortcuts (spec §9)', () => {
  it('offers today, last week, last month, last three months, computed when used', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 4, 20, 15, 30));
    const presets = rangePresets();
    vi.setSystemTime(new Date(2024, 5, 1, 9, 0)); // used later: ranges follow the clock
    const used = presets.map((preset) => preset());
    expect(used.map((p) => p.text)).toEqual(['今天', '最近一周', '最近一个月', '最近三个月']);
    expect(used.map((p) => (p.start as Date).toDateString())).toEqual([
      new Date(2024, 5, 1).toDateString(),
      new Date(2024, 4, 25).toDateString(),
      new Date(2024, 4, 2).toDateString(),
      new Date(2024, 2, 3).toDateString(),
    ]);
    expect((used[0].end as Date).getTime()).toBe(new Date(2024, 5, 1, 9, 0).getTime());
  });
});
