export { registerPlanExportRoutes } from './plan-export.routes';
