import dayjs from 'dayjs';

/** Today as yyyy-MM-dd in the server's time zone: due dates and ageing count whole local days. */
export const today = (): string => dayjs().format('YYYY-MM-DD');

/** `day` (yyyy-MM-dd) plus `n` days. */
export const addDays = (day: string, n: number): string => dayjs(day).add(n, 'day').format('YYYY-MM-DD');
