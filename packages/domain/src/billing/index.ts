export * from './billing-fees';
export * from './billing-rules';
