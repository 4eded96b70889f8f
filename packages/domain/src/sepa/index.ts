/** SEPA direct debit for online giving: accounts, creditor ids, mandates, collection dates, file names. */
export * from './collection-day';
export * from './creditor-identifier';
export * from './direct-debit-file-name';
export * from './direct-debit-messages';
export * from './direct-debit-submission';
export * from './mandate-reference';
export * from './mandate-text';
export * from './recurring-schedule';
export * from './sepa-account';
export * from './sepa-messages';
export * from './sepa-text';
export * from './sepa-types';
export * from './target2-calendar';
