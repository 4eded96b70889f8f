export { CollectionsPage } from './components/CollectionsPage';
export { DashboardPage } from './components/DashboardPage';
