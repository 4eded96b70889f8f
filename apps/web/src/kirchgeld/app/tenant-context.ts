/**
 * The tenant the church-tax app works on (devices-income-kirchgeld.md §7: `GET /tenant/`, the first
 * result): loaded once after sign-in by the app's layout and handed to every page. Every call of a
 * page names it in its path (`tenant/{id}/…`).
 */
import type { KgTenant } from '@kollekta/contract';
import { createContext, useContext } from 'react';

export const TenantContext = createContext<KgTenant | null>(null);

export function useTenant(): KgTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant outside the signed-in layout of the church-tax app');
  return tenant;
}
