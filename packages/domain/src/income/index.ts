/** Income: payment kinds and labels, time ranges, month splits, the evaluation of a collection. */
export * from './evaluation';
export * from './fee-ratio';
export * from './income-access';
export * from './payment-kinds';
export * from './period-split';
export * from './time-ranges';
