export { AdminUsersPage } from './components/AdminUsersPage';
export { OrganizationUsersPage } from './components/OrganizationUsersPage';
export { TeamPage } from './components/TeamPage';
