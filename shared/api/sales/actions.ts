import { z } from 'zod';

/** The actions a user may take on a record now (detail calls). */
export const offeredActions = z.array(
  z.object({ action: z.string(), label: z.string(), comment: z.enum(['required', 'optional']).optional(), danger: z.boolean().optional() }),
);

/** A value and label of a select. */
export const option = z.object({ value: z.number(), label: z.string() });
