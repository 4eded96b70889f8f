/**
 * The church-tax area (devices-income-kirchgeld.md "Church-tax area"; issues 18–20): its API under
 * `/api/kirchgeld/v1/`, answered for bearer tokens of its own and scoped to the tenant in the path.
 */
import type { RouteRegistrar } from '../../platform/http-app';
import { registerKgAuthRoutes } from './auth';
import { registerKgImportRoutes } from './imports';
import { registerKgLegacyRoutes } from './legacy';
import { registerKgOrganizationRoutes } from './organizations';
import { registerKgPersonRoutes } from './persons';

export { authenticateKirchgeldToken, issueKirchgeldToken } from './auth';
export { listTenants, requireTenant, type Tenant } from './tenancy';

export const registerKirchgeldRoutes: RouteRegistrar = (register, context) => {
  registerKgAuthRoutes(register, context);
  registerKgPersonRoutes(register, context);
  registerKgOrganizationRoutes(register, context);
  registerKgImportRoutes(register, context);
  registerKgLegacyRoutes(register, context);
};
