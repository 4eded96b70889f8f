/**
 * Public token pages (issue 17): the accounting fields, cash submission and stop-cash pages, loaded
 * by the router without sign-in, and the 'Öffentliche Links' section of the Benachrichtigungen page.
 */
export { AccountingFieldsPage } from './components/AccountingFieldsPage';
export { CashSubmissionPage } from './components/CashSubmissionPage';
export { PublicLinksSection } from './components/PublicLinksSection';
export { StopCashPaymentsPage } from './components/StopCashPaymentsPage';
