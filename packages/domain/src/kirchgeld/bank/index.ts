/** Church-tax bank: accounts, CAMT statements, reconciliation and its suggestions (issue 20). */
export * from './bank-account-rules';
export * from './bank-assignment';
export * from './bank-messages';
export * from './bank-suggestions';
export * from './camt-dedupe';
export * from './camt-document';
export * from './camt-reading-types';
