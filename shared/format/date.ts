/** Anything the date helpers accept: a Date, a timestamp (seconds or milliseconds) or a date string. */
export type TimeInput = Date | number | string;

export const DEFAULT_TIME_PATTERN = 'yyyy-MM-dd hh:mm';
export const DATE_TIME_PATTERN = 'yyyy-MM-dd hh:mm:ss';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE_MAX_DAYS = 30;

// Zone-less 'yyyy-MM-dd[ hh:mm[:ss[.SSS]]]' (also 'T' and '/'): read as local time. Date.parse
// would read a date-only ISO string as UTC and the space-separated form is not standard.
const LOCAL_DATE_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

function fromTimestamp(n: number): Date {
  // A 10-digit integer part means seconds (a 13-digit one is milliseconds, like any other number).
  const seconds = Math.trunc(Math.abs(n)).toString().length === 10;
  return new Date(seconds ? n * 1000 : n);
}

function fromLocalString(m: RegExpExecArray): Date {
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((part) => (part ? Number(part) : 0));
  const ms = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  const date = new Date(2000, 0, 1, h, mi, s, ms);
  date.setFullYear(y, mo - 1, d); // setFullYear: years 0-99 are not mapped to 19xx
  // Reject overflow such as 2024-02-30 or 24:00 instead of rolling it over. Hours are range-checked
  // rather than read back: a time inside a DST gap legitimately comes back an hour later.
  const exact =
    date.getFullYear() === y &&
    date.getMonth() === mo - 1 &&
    date.getDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60;
  return exact ? date : new Date(NaN);
}

/**
 * Converts a Date (copied), a timestamp or a string to a Date. Numbers and all-digit strings are
 * timestamps: 10 digits = seconds, otherwise milliseconds. Zone-less 'yyyy-MM-dd hh:mm:ss'-like
 * strings are local time; other strings (ISO with Z or offset) go through Date.parse.
 * Unparseable input gives an Invalid Date (check with `isNaN(d.getTime())`), never throws.
 */
export function parseTime(value: TimeInput): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'number') return fromTimestamp(value);
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return fromTimestamp(Number(text));
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) return fromLocalString(local);
  return new Date(text === '' ? NaN : Date.parse(text));
}

/** Parsed date, or null for null/undefined/invalid input. */
function toValidDate(value: TimeInput | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = parseTime(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats in local time. Tokens: yyyy MM dd hh (24-hour, 00-23) mm ss; anything else is copied.
 * Returns '' for null, undefined or an unparseable value, so it is safe in table cells.
 */
export function formatTime(
  value: TimeInput | null | undefined,
  pattern: string = DEFAULT_TIME_PATTERN,
): string {
  const date = toValidDate(value);
  if (!date) return '';
  const parts: Record<string, string> = {
    yyyy: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    dd: pad(date.getDate()),
    hh: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/yyyy|MM|dd|hh|mm|ss/g, (token) => parts[token]);
}

/** 'yyyy-MM-dd hh:mm:ss' in local time; '' for null, undefined or an unparseable value. */
export function formatDateTime(value: TimeInput | null | undefined): string {
  return formatTime(value, DATE_TIME_PATTERN);
}

/**
 * Chinese relative time of a past moment: '刚刚' under 1 minute, then 'N分钟前', 'N小时前',
 * 'N天前' (whole elapsed 24-hour periods, rounded down) up to 30 days inclusive; beyond that, or
 * more than a minute in the future, the absolute `formatTime` default. '' for invalid input.
 */
export function relativeTime(value: TimeInput | null | undefined, now: TimeInput = Date.now()): string {
  const date = toValidDate(value);
  const current = toValidDate(now);
  if (!date || !current) return '';
  const diff = current.getTime() - date.getTime();
  // Small negative differences are clock skew between server and browser.
  if (Math.abs(diff) < MINUTE) return '刚刚';
  if (diff < 0 || diff > RELATIVE_MAX_DAYS * DAY) return formatTime(date);
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  return `${Math.floor(diff / DAY)}天前`;
}

export type DateShortcutKey = 'today' | 'lastWeek' | 'lastMonth' | 'lastThreeMonths';

export interface DateShortcut {
  key: DateShortcutKey;
  text: string;
  /** [start, end]: start is local midnight of the day `days` calendar days before now; end is now. */
  value: [Date, Date];
}

const SHORTCUTS: ReadonlyArray<{ key: DateShortcutKey; text: string; days: number }> = [
  { key: 'today', text: '今天', days: 0 },
  { key: 'lastWeek', text: '最近一周', days: 7 },
  { key: 'lastMonth', text: '最近一个月', days: 30 },
  { key: 'lastThreeMonths', text: '最近三个月', days: 90 },
];

/** Range presets for date pickers; each call returns fresh Date objects. */
export function dateShortcuts(now: TimeInput = new Date()): DateShortcut[] {
  const end = parseTime(now);
  return SHORTCUTS.map(({ key, text, days }) => {
    // Calendar arithmetic, not `- days * DAY`, so a DST change cannot shift the start by a day.
    const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - days);
    return { key, text, value: [start, new Date(end.getTime())] };
  });
}

/** `n` months as 'yyyy-MM', starting with (and including) the month of `from`; [] if `from` is invalid. */
export function nextMonths(n: number, from: TimeInput = new Date()): string[] {
  const start = parseTime(from);
  if (Number.isNaN(start.getTime())) return [];
  const count = Math.max(0, Math.floor(n) || 0);
  return Array.from({ length: count }, (_, i) =>
    formatTime(new Date(start.getFullYear(), start.getMonth() + i, 1), 'yyyy-MM'),
  );
}
