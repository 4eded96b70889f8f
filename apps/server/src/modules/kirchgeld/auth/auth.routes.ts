/** HTTP of the church-tax area's auth (devices-income-kirchgeld.md §7). */
import type { RouteRegistrar } from '../../../platform/http-app';

export const registerKgAuthRoutes: RouteRegistrar = (_register, _context) => {};
