import { z } from 'zod';
import { nullIfBlank } from '../inputs';

/** Input rules and constants shared by the supply calls (docs/domain/supply.md). */
export { blankAsNull, cappedPage, LIST_COUNT_CAP, listPaging } from '../inputs';
export { isoWeek, idList, positiveId, passFlag, transitionResult } from '../sales/common';
export { TRANSPORT_MODES, type TransportMode } from '../sales/logistics';
import { TRANSPORT_MODES, type TransportMode } from '../sales/logistics';

/** batchConfirmPlanTrack's answer when some lines were confirmed and others not (spec §8: also success). */
export const PARTIAL_SUCCESS = 10001;

/** Lead days per transport mode (replenishment: lead time in weeks = ceil(days / 7)). */
export const LEAD_DAYS: Record<TransportMode, number> = { sea: 35, rail: 25, air: 10, express: 5 };
export const DEFAULT_CARTON_QTY = 20;

export const transportMode = z.enum(Object.keys(TRANSPORT_MODES) as [TransportMode, ...TransportMode[]], { error: '运输方式只能是 海运、空运、快递、铁路' });

/** A positive whole number of units. */
export const units = (label: string) =>
  z.coerce.number({ error: `${label}必须是整数` }).int(`${label}必须是整数`).positive(`${label}必须大于0`).max(10_000_000, `${label}过大`);

export const optionalDay = nullIfBlank(z.iso.date({ error: '日期格式应为 yyyy-MM-dd' }));
