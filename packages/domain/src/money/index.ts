export * from './money';
export * from './typed-amount';
