/** Donation receipts (Zuwendungsbestätigungen): amount in words, numbers, file names, formats. */
export * from './amount-in-words';
export * from './receipt-format';
export * from './receipt-number';
export * from './receipt-rules';
