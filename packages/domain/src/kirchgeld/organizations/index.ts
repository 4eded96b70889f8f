export * from './organization-rules';
