/**
 * The church-tax API's contract (devices-income-kirchgeld.md §7 "Church-tax area"), served under
 * `/api/kirchgeld/v1/` with bearer tokens. `kirchgeldRoutes` lists every route, for the server, the
 * OpenAPI document and the church-tax route matrix.
 */
import * as auth from './auth';
import * as bank from './bank';
import * as filters from './filters';
import * as imports from './imports';
import * as legacy from './legacy';
import * as letters from './letters';
import * as organizations from './organizations';
import * as payments from './payments';
import * as persons from './persons';
import * as tasks from './tasks';

export * from './auth';
export * from './bank';
export * from './common';
export * from './filters';
export * from './imports';
export * from './legacy';
export * from './letters';
export * from './organizations';
export * from './payments';
export * from './persons';
export * from './tasks';

export const kirchgeldRoutes = {
  ...auth.kgAuthRoutes,
  ...tasks.kgTaskRoutes,
  ...persons.kgPersonRoutes,
  ...organizations.kgOrganizationRoutes,
  ...imports.kgImportRoutes,
  ...legacy.kgLegacyRoutes,
  ...filters.kgFilterRoutes,
  ...letters.kgLetterRoutes,
  ...payments.kgPaymentRoutes,
  ...bank.kgBankRoutes,
} as const;
