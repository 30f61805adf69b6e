import dayjs from 'dayjs';

/** The start of a yyyy-MM-dd day (server time), `plusDays` later. */
export const parseDay = (day: string, plusDays = 0): Date => dayjs(day).add(plusDays, 'day').toDate();

/** A day range's start as a list value: its first moment (undefined when absent). */
export const dayStart = (day: string | null | undefined): Date | undefined => (day ? parseDay(day) : undefined);

/** A day range's end as a list value: the start of the day after, an exclusive end (undefined when absent). */
export const dayAfter = (day: string | null | undefined): Date | undefined => (day ? parseDay(day, 1) : undefined);
