/** HTTP of the church-tax area's persons (devices-income-kirchgeld.md §7). */
import type { RouteRegistrar } from '../../../platform/http-app';

export const registerKgPersonRoutes: RouteRegistrar = (_register, _context) => {};
