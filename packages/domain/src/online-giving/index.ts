/** Online giving: the donor form's rules, thank-you texts and the limits of the public endpoints. */
export * from './donation-check';
export * from './giving-limits';
export * from './giving-messages';
export * from './payment-methods';
export * from './thank-you-text';
