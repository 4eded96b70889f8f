/** What the router may use of 'Abrechnungen'. */
export { BillingDocumentsPage } from './components/BillingDocumentsPage';
