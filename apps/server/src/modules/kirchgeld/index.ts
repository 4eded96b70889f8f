/**
 * The church-tax area (devices-income-kirchgeld.md "Church-tax area"; issues 18–20): its API under
 * `/api/kirchgeld/v1/`, answered for bearer tokens of its own and scoped to the tenant in the path.
 */
import type { RouteRegistrar } from '../../platform/http-app';
import { registerKgAuthRoutes } from './auth';
import { registerKgBankRoutes } from './bank';
import { registerKgFilterRoutes } from './filters';
import { registerKgImportRoutes } from './imports';
import { registerKgLegacyRoutes } from './legacy';
import { registerKgLetterRoutes } from './letters';
import { registerKgOrganizationRoutes } from './organizations';
import { registerKgPaymentRoutes } from './payments';
import { registerKgPersonRoutes } from './persons';
import { registerKgTaskRoutes } from './tasks';

export { authenticateKirchgeldToken, issueKirchgeldToken } from './auth';
export { listTenants, requireTenant, type Tenant } from './tenancy';

export const registerKirchgeldRoutes: RouteRegistrar = (register, context) => {
  registerKgAuthRoutes(register, context);
  registerKgTaskRoutes(register, context);
  registerKgPersonRoutes(register, context);
  registerKgOrganizationRoutes(register, context);
  registerKgImportRoutes(register, context);
  registerKgLegacyRoutes(register, context);
  registerKgFilterRoutes(register, context);
  registerKgLetterRoutes(register, context);
  registerKgPaymentRoutes(register, context);
  registerKgBankRoutes(register, context);
};
