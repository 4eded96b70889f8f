export * from './receipt-list';
