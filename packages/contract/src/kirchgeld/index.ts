/**
 * The church-tax API's contract (devices-income-kirchgeld.md §7 "Church-tax area"), served under
 * `/api/kirchgeld/v1/` with bearer tokens. `kirchgeldRoutes` lists every route, for the server, the
 * OpenAPI document and the church-tax route matrix.
 */
import * as auth from './auth';
import * as imports from './imports';
import * as legacy from './legacy';
import * as organizations from './organizations';
import * as persons from './persons';

export * from './auth';
export * from './common';
export * from './imports';
export * from './legacy';
export * from './organizations';
export * from './persons';

export const kirchgeldRoutes = {
  ...auth.kgAuthRoutes,
  ...persons.kgPersonRoutes,
  ...organizations.kgOrganizationRoutes,
  ...imports.kgImportRoutes,
  ...legacy.kgLegacyRoutes,
} as const;
