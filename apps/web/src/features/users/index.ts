export { AdminUsersPage } from './components/AdminUsersPage';
export { OrganizationUsersPage } from './components/OrganizationUsersPage';
