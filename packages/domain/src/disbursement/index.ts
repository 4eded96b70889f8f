export * from './datev-booking-batch';
export * from './datev-booking-columns';
export * from './disbursement-rules';
