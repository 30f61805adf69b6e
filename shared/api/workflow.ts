import { z } from 'zod';

/** One entry of a record's business log (timeline on detail pages). */
export const workflowLogRow = z.object({
  id: z.number(),
  /** save | create | edit | submit | approve | reject | confirm | financeReject | delete | attach | detach ... */
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorId: z.number(),
  actorName: z.string(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type WorkflowLogRow = z.infer<typeof workflowLogRow>;

/** The columns every workflow record shows in a list row (server/db/schema/b2b.ts workflowRecord()). */
export const workflowRecordColumns = {
  status: z.string(),
  /** Sent back with an action: a newer version means someone acted first. */
  version: z.number(),
  createdBy: z.number(),
  creatorName: z.string().nullable(),
  createdAt: z.string(),
};

/** The body of every transition call: which record, the version the user saw, and a reason. */
export const transitionBody = z.object({
  id: z.coerce.number({ error: 'id 必须是数字' }).int().positive(),
  version: z.coerce.number().int().positive().optional(),
  comment: z.string().trim().max(500, '原因最多500字').optional(),
});

/** Counts per status for the tabs of a list. */
export const tabCounts = z.record(z.string(), z.number());

/** A transition the caller may take now, as WorkflowActions renders it. */
export const allowedActionRow = z.object({
  action: z.string(),
  label: z.string(),
  comment: z.enum(['required', 'optional']).optional(),
  danger: z.boolean().optional(),
});
export type AllowedActionRow = z.infer<typeof allowedActionRow>;
