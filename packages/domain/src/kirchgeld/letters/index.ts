/** Church-tax letters: pure rules (issue 19). */
export * from './epc-payload';
export * from './letter-address';
export * from './letter-messages';
export * from './letter-recipients';
export * from './letter-reference';
export * from './letter-rules';
export * from './letter-salutation';
export * from './letter-text';
