/** HTTP of the church-tax area's legacy (devices-income-kirchgeld.md §7). */
import type { RouteRegistrar } from '../../../platform/http-app';

export const registerKgLegacyRoutes: RouteRegistrar = (_register, _context) => {};
