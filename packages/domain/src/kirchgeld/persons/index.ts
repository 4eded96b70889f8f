export * from './person-name';
export * from './person-state';
export * from './person-validation';
export * from './relation-rules';
export * from './search-words';
