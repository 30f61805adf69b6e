import dayjs from 'dayjs';

/** The start of a yyyy-MM-dd day (server time), `plusDays` later. */
export const parseDay = (day: string, plusDays = 0): Date => dayjs(day).add(plusDays, 'day').toDate();
