/** Notification mails (issue 17 point 5): what other features may use. */
export { readDeviceTelemetry, startDeviceTelemetryWatch } from './device-telemetry-watch';
export {
  ensureNotificationMailJobs,
  NOTIFICATION_SEND_JOB,
  NOTIFICATION_SWEEP_JOB,
  runNotificationSweep,
  startNotificationMailSchedule,
} from './notification-mails.jobs';
export {
  findDueBatches,
  sendAllDueNotifications,
  sendDueNotifications,
  sendNotificationEvents,
} from './notification-mails.service';
