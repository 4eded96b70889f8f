/** HTTP of the church-tax area's organizations (devices-income-kirchgeld.md §7). */
import type { RouteRegistrar } from '../../../platform/http-app';

export const registerKgOrganizationRoutes: RouteRegistrar = (_register, _context) => {};
