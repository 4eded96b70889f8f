/** Direct-debit files (pain.008) and returns: what other features and the server may use. */
export { type CreatedFile, createFileForCreditor } from './direct-debit-files.service';
export {
  ensureDirectDebitJobs,
  FILE_NOTICE_JOB,
  FILE_RUN_JOB,
  RUN_INTERVAL_HOURS,
  runFileJob,
  startDirectDebitSchedule,
} from './direct-debits.jobs';
export { registerDirectDebitRoutes } from './direct-debits.routes';
export {
  buildPain008,
  MAX_DEBIT_CENTS,
  PAIN_008_NAMESPACE,
  type Pain008Creditor,
  type Pain008Debit,
  type Pain008File,
  type Pain008Input,
  Pain008InputError,
  type Pain008PaymentInformation,
} from './pain008';
