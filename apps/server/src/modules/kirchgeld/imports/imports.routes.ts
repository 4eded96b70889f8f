/** HTTP of the church-tax area's imports (devices-income-kirchgeld.md §7). */
import type { RouteRegistrar } from '../../../platform/http-app';

export const registerKgImportRoutes: RouteRegistrar = (_register, _context) => {};
