import { describe, expect, it } from 'vitest';
import {
  dateShortcuts,
  formatDateTime,
  formatTime,
  nextMonths,
  parseTime,
  relativeTime,
} from '@shared/format';

// Every expectation is built from local-time constructors (or compares instants), so the suite
// passes in any TZ.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('parseTime', () => {
  it('reads a 10-digit number or numeric string as seconds', () => {
    expect(parseTime(1700000000).getTime()).toBe(1700000000000);
    expect(parseTime('1700000000').getTime()).toBe(1700000000000);
    expect(parseTime(9999999999).getTime()).toBe(9999999999000);
    expect(parseTime(1700000000.5).getTime()).toBe(1700000000500);
  });

  it('reads a 13-digit number or numeric string (and any other length) as milliseconds', () => {
    expect(parseTime(1700000000000).getTime()).toBe(1700000000000);
    expect(parseTime('1700000000123').getTime()).toBe(1700000000123);
    expect(parseTime(999999999).getTime()).toBe(999999999); // 9 digits
    expect(parseTime(0).getTime()).toBe(0);
  });

  it('reads ISO strings with a zone as that instant', () => {
    expect(parseTime('2024-01-02T03:04:05Z').getTime()).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(parseTime('2024-01-02T11:04:05.250+08:00').getTime()).toBe(
      Date.UTC(2024, 0, 2, 3, 4, 5, 250),
    );
  });

  it('reads zone-less date strings as local time', () => {
    expect(parseTime('2024-01-02').getTime()).toBe(new Date(2024, 0, 2).getTime());
    expect(parseTime('2024-01-02 03:04:05').getTime()).toBe(new Date(2024, 0, 2, 3, 4, 5).getTime());
    expect(parseTime('2024-01-02T03:04').getTime()).toBe(new Date(2024, 0, 2, 3, 4).getTime());
    expect(parseTime('2024/1/2 3:04').getTime()).toBe(new Date(2024, 0, 2, 3, 4).getTime());
    expect(parseTime('2024-01-02 03:04:05.5').getTime()).toBe(
      new Date(2024, 0, 2, 3, 4, 5, 500).getTime(),
    );
    expect(parseTime('0050-06-01').getFullYear()).toBe(50);
  });

  it('accepts a local time that a DST change skips', () => {
    // 02:30 does not exist on 2024-03-10 in US zones; elsewhere it is an ordinary time.
    expect(Number.isNaN(parseTime('2024-03-10 02:30').getTime())).toBe(false);
  });

  it('reads back what formatDateTime wrote', () => {
    const date = new Date(2023, 11, 31, 23, 59, 58);
    expect(parseTime(formatDateTime(date)).getTime()).toBe(date.getTime());
  });

  it('gives an Invalid Date for garbage or impossible dates', () => {
    for (const input of ['', 'not a date', '2024-02-30', '2023-02-29', '2024-01-01 24:00', '2024-01-01 12:60', '2024-13-01']) {
      expect(Number.isNaN(parseTime(input).getTime()), input).toBe(true);
    }
    expect(parseTime('2024-02-29').getDate()).toBe(29);
  });

  it('copies a Date instead of returning it', () => {
    const date = new Date(2024, 0, 2);
    const parsed = parseTime(date);
    expect(parsed).not.toBe(date);
    parsed.setFullYear(2000);
    expect(date.getFullYear()).toBe(2024);
  });
});

describe('formatTime', () => {
  const date = new Date(2024, 0, 2, 3, 4, 5);

  it('defaults to yyyy-MM-dd hh:mm', () => {
    expect(formatTime(date)).toBe('2024-01-02 03:04');
  });

  it('uses a 24-hour clock for hh', () => {
    expect(formatTime(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31 23:59');
    expect(formatTime(new Date(2024, 5, 1, 0, 0), 'hh:mm')).toBe('00:00');
    expect(formatTime(new Date(2024, 5, 1, 12, 0), 'hh')).toBe('12');
  });

  it('supports every token and copies anything else', () => {
    expect(formatTime(date, 'yyyy/MM/dd hh:mm:ss')).toBe('2024/01/02 03:04:05');
    expect(formatTime(date, 'yyyy年MM月dd日 hh时mm分ss秒')).toBe('2024年01月02日 03时04分05秒');
    expect(formatTime(date, 'yyyy-MM')).toBe('2024-01');
  });

  it('pads the year to 4 digits', () => {
    const early = new Date(2024, 0, 2);
    early.setFullYear(987);
    expect(formatTime(early, 'yyyy')).toBe('0987');
  });

  it('accepts seconds, milliseconds and strings', () => {
    expect(formatTime(date.getTime())).toBe('2024-01-02 03:04');
    expect(formatTime(Math.floor(date.getTime() / SECOND))).toBe('2024-01-02 03:04');
    expect(formatTime(String(Math.floor(date.getTime() / SECOND)))).toBe('2024-01-02 03:04');
    expect(formatTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatTime('nonsense')).toBe('');
    expect(formatTime(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats yyyy-MM-dd hh:mm:ss', () => {
    expect(formatDateTime(new Date(2024, 8, 9, 7, 8, 9))).toBe('2024-09-09 07:08:09');
    expect(formatDateTime(new Date(2024, 8, 9, 21, 0, 0).getTime() / SECOND)).toBe('2024-09-09 21:00:00');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('relativeTime', () => {
  const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
  const ago = (ms: number) => relativeTime(now - ms, now);

  it('says 刚刚 under one minute', () => {
    expect(ago(0)).toBe('刚刚');
    expect(ago(MINUTE - 1)).toBe('刚刚');
  });

  it('counts minutes, then hours, then days, rounding down', () => {
    expect(ago(MINUTE)).toBe('1分钟前');
    expect(ago(5 * MINUTE + 59 * SECOND)).toBe('5分钟前');
    expect(ago(HOUR - 1)).toBe('59分钟前');
    expect(ago(HOUR)).toBe('1小时前');
    expect(ago(DAY - 1)).toBe('23小时前');
    expect(ago(DAY)).toBe('1天前');
    expect(ago(2 * DAY - 1)).toBe('1天前');
    expect(ago(30 * DAY)).toBe('30天前');
  });

  it('falls back to the default format beyond 30 days', () => {
    expect(ago(30 * DAY + 1)).toBe(formatTime(now - 30 * DAY - 1));
    expect(relativeTime(new Date(2024, 4, 1, 8, 30), now)).toBe('2024-05-01 08:30');
  });

  it('treats a slightly future time as clock skew and a later one as a date', () => {
    expect(ago(-30 * SECOND)).toBe('刚刚');
    expect(relativeTime(new Date(2024, 5, 15, 12, 2), now)).toBe('2024-06-15 12:02');
  });

  it('accepts a 10-digit timestamp and a Date for now', () => {
    expect(relativeTime(Math.floor((now - 5 * MINUTE) / SECOND), now)).toBe('5分钟前');
    expect(relativeTime(now - 3 * HOUR, new Date(now))).toBe('3小时前');
  });

  it('defaults now to the current time', () => {
    expect(relativeTime(new Date())).toBe('刚刚');
    expect(relativeTime(Date.now() - 2 * HOUR)).toBe('2小时前');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(relativeTime(null, now)).toBe('');
    expect(relativeTime('nonsense', now)).toBe('');
  });
});

describe('dateShortcuts', () => {
  const now = new Date(2024, 2, 15, 14, 30, 15);

  it('lists today, last week, last month and last three months in that order', () => {
    const shortcuts = dateShortcuts(now);
    expect(shortcuts.map(({ key, text }) => [key, text])).toEqual([
      ['today', '今天'],
      ['lastWeek', '最近一周'],
      ['lastMonth', '最近一个月'],
      ['lastThreeMonths', '最近三个月'],
    ]);
  });

  it('starts at local midnight N days back and ends now', () => {
    const starts = dateShortcuts(now).map((s) => s.value[0].getTime());
    expect(starts).toEqual([
      new Date(2024, 2, 15).getTime(),
      new Date(2024, 2, 8).getTime(),
      new Date(2024, 1, 14).getTime(), // 2024 is a leap year
      new Date(2023, 11, 16).getTime(),
    ]);
    for (const { value } of dateShortcuts(now)) expect(value[1].getTime()).toBe(now.getTime());
  });

  it('counts calendar days across a DST change', () => {
    // In US zones a fixed 24 h step would land on 4 March 23:00 (DST began 10 March) and on
    // 22 October 00:30 (DST ended 3 November).
    const [, lastWeek] = dateShortcuts(new Date(2024, 2, 12, 0, 30));
    expect(lastWeek.value[0].getTime()).toBe(new Date(2024, 2, 5).getTime());
    const [, , lastMonth] = dateShortcuts(new Date(2024, 10, 20, 23, 30));
    expect(lastMonth.value[0].getTime()).toBe(new Date(2024, 9, 21).getTime());
  });

  it('returns fresh Date objects every time', () => {
    const [first] = dateShortcuts(now);
    const [second] = dateShortcuts(now);
    expect(first.value[1]).not.toBe(now);
    expect(first.value[0]).not.toBe(second.value[0]);
    first.value[1].setFullYear(2000);
    expect(now.getFullYear()).toBe(2024);
  });

  it('defaults now to the current time', () => {
    const before = Date.now();
    const [today] = dateShortcuts();
    expect(today.value[1].getTime()).toBeGreaterThanOrEqual(before);
    expect(today.value[0].getHours()).toBe(0);
  });
});

describe('nextMonths', () => {
  it('starts with the month of from, included', () => {
    expect(nextMonths(3, new Date(2024, 4, 15))).toEqual(['2024-05', '2024-06', '2024-07']);
  });

  it('rolls over the year', () => {
    expect(nextMonths(3, new Date(2024, 10, 30))).toEqual(['2024-11', '2024-12', '2025-01']);
  });

  it('does not skip a short month when from is the 31st', () => {
    expect(nextMonths(3, new Date(2024, 0, 31, 23, 59))).toEqual(['2024-01', '2024-02', '2024-03']);
  });

  it('accepts a timestamp in seconds', () => {
    expect(nextMonths(2, new Date(2024, 11, 1).getTime() / SECOND)).toEqual(['2024-12', '2025-01']);
  });

  it('gives n entries, none for n <= 0 or an invalid from', () => {
    expect(nextMonths(12, new Date(2024, 0, 1))).toHaveLength(12);
    expect(nextMonths(12, new Date(2024, 0, 1)).at(-1)).toBe('2024-12');
    expect(nextMonths(2.9, new Date(2024, 0, 1))).toEqual(['2024-01', '2024-02']);
    expect(nextMonths(0)).toEqual([]);
    expect(nextMonths(-2)).toEqual([]);
    expect(nextMonths(2, 'nonsense')).toEqual([]);
  });

  it('defaults from to the current month', () => {
    expect(nextMonths(1)).toEqual([formatTime(new Date(), 'yyyy-MM')]);
  });
});
