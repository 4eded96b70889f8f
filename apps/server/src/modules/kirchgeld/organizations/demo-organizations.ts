/**
 * Demo church-tax organisations of Lauffen: the two former parishes (KRO 110101 and 110102, since
 * 2000) merged from 2026-01-01 into 'Ev. Kirchengemeinde Lauffen am Neckar' (KRO 110100), so persons
 * of the registry with the old numbers show the merged parish from then on.
 */
import type { AppContext } from '../../../platform/app-context';
import { addKgOrganization } from './organizations.service';

const SYSTEM = { userId: null, impersonatorId: null };

export async function addDemoKgOrganizations(
  context: Pick<AppContext, 'db'>,
  tenantId: number,
): Promise<void> {
  const regiswindis = await addKgOrganization(
    context,
    tenantId,
    { name: 'Ev. Regiswindiskirchengemeinde Lauffen', kro_nr: '110101', valid_from: '2000-01-01' },
    SYSTEM,
  );
  const martinLuther = await addKgOrganization(
    context,
    tenantId,
    { name: 'Ev. Martin-Luther-Kirchengemeinde Lauffen', kro_nr: '110102', valid_from: '2000-01-01' },
    SYSTEM,
  );
  await addKgOrganization(
    context,
    tenantId,
    {
      name: 'Ev. Kirchengemeinde Lauffen am Neckar',
      kro_nr: '110100',
      valid_from: '2026-01-01',
      replaces: [regiswindis, martinLuther],
    },
    SYSTEM,
  );
}
