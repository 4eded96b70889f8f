export * from './accounting-fields';
