export { registerAdminMailRoutes } from './admin-mails.routes';
