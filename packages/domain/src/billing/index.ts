export * from './billing-rules';
