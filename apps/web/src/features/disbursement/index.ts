/** 'Kollektenweiterleitung': the page is loaded by the router. */
export { DisbursementOrdersPage } from './components/DisbursementOrdersPage';
