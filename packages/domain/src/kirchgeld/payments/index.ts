/** Church-tax payments: pure rules (issue 20). */
export * from './payment-rules';
export * from './receipt-selector';
