export type { JobContext, JobHandler, JobQueue, SendOptions, WorkOptions } from './queue';
export { openJobQueue, DEFAULT_LEASE_SECONDS, type QueueOptions } from './pg-boss-queue';
export { cutOffCause, JobCutOff, type CutOffCause } from './cut-off';
