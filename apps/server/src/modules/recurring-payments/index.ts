export {
  DEFAULT_DONOR_LIST_PAGE,
  loadDonorListOrganization,
  MAX_DONOR_LIST_PAGE,
  pageLinks,
  readPage,
} from './donor-list-access';
export { registerRecurringPaymentRoutes } from './recurring-payments.routes';
