export { BillingPlansPage } from './components/BillingPlansPage';
