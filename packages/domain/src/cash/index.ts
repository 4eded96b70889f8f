export * from './cash-amounts';
export * from './cash-denominations';
export * from './cash-messages';
export * from './cash-rules';
