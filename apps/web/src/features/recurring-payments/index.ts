/** Recurring donations: the organisation's list with its stop action, and the donor's stop page. */
export { RecurringCancelPage } from './components/RecurringCancelPage';
export { RecurringPaymentsPage } from './components/RecurringPaymentsPage';
export { collectionTypeLabel, formatGiftAmount } from './gift-format';
export { RECURRING_CANCEL_PAGE_MESSAGES, RECURRING_PAYMENTS_MESSAGES } from './messages';
