export { ContractDataPage } from './components/ContractDataPage';
