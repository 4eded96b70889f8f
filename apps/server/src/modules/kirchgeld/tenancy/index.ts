export {
  KIRCHGELD_FEATURE,
  KIRCHGELD_PERMISSION,
  listTenants,
  requireTenant,
  TENANT_MESSAGES,
  type Tenant,
  tenantUrl,
  toTenantResponse,
} from './tenants';
