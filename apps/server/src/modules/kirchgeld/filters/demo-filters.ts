/**
 * The church-tax demo's filters: target groups of last year, made through the real service. The
 * members of age and the couples are frozen (persisted); last year's givers are live, so they
 * follow the payments the demo books afterwards.
 */
import type { AppContext } from '../../../platform/app-context';
import { addKgTargetGroup, todayOf } from './filters.service';

const SYSTEM = { userId: null, impersonatorId: null };

export async function addDemoKgFilters(context: AppContext, tenantId: number): Promise<void> {
  const lastYear = Number(todayOf(context).slice(0, 4)) - 1;
  const withoutBlocks = { not: { field: 'sperre', value: '1010' } };
  await addKgTargetGroup(
    context,
    tenantId,
    {
      name: 'Alle Gemeindeglieder ab 18',
      type: 'PersistedFilter',
      filter: {
        and: [{ field: 'type', value: 'individual' }, { field: 'age', op: 'gte', value: 18 }, withoutBlocks],
      },
    },
    SYSTEM,
  );
  await addKgTargetGroup(
    context,
    tenantId,
    {
      name: 'Ehepaare',
      type: 'PersistedFilter',
      filter: { and: [{ field: 'married', value: true }, withoutBlocks] },
    },
    SYSTEM,
  );
  await addKgTargetGroup(
    context,
    tenantId,
    {
      name: `Spenderinnen und Spender ${lastYear}`,
      type: 'LiveFilter',
      filter: { and: [{ field: 'donated_in_year', value: lastYear }, withoutBlocks] },
    },
    SYSTEM,
  );
  await addKgTargetGroup(
    context,
    tenantId,
    {
      name: `Ohne Kirchgeld ${lastYear} (ab 18)`,
      type: 'LiveFilter',
      filter: {
        and: [
          { field: 'type', value: 'individual' },
          { field: 'age', op: 'gte', value: 18 },
          { not: { field: 'donated_in_year', value: lastYear } },
          withoutBlocks,
        ],
      },
    },
    SYSTEM,
  );
}
