export { registerPlanAnnouncementRoutes } from './plan-announcements.routes';
