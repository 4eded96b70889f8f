/** The background-job queue: what the rest of the server may use. */
export {
  defineJobKind,
  type JobData,
  type JobFilter,
  type JobHandler,
  type JobKind,
  type JobKindOptions,
  type JobProgress,
  type JobQueue,
  type JobRun,
  type JobState,
  type JobView,
  type SendOptions,
} from './job-queue';
export { chooseJobsSchema, jobsSchemaBeside } from './jobs-schema';
export { JOB_MESSAGES } from './messages';
export { createPgBossQueue, type JobQueueSettings } from './pg-boss-queue';
