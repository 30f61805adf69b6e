export type { JobHandler, JobQueue, SendOptions } from './queue';
export { openJobQueue, type QueueOptions } from './pg-boss-queue';
