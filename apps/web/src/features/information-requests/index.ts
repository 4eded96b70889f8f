/** Information requests: the list of donors who asked for more information, with its Excel export. */
export { InformationRequestsPage } from './components/InformationRequestsPage';
export { INFORMATION_REQUESTS_MESSAGES } from './messages';
