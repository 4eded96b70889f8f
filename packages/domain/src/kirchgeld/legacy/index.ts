export * from './contextk-amount';
export * from './contextk-export';
export * from './semicolon-csv';
