export { statisticsQuery } from './api';
export { CollectionsPage } from './components/CollectionsPage';
export { DashboardPage } from './components/DashboardPage';
