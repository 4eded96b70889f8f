/**
 * Contracts and billing of the demo world (administration.md §3): three billing plans, a contract
 * for every parish (type op) and district (type ps) with a plan associated for 4 years minus 1 day,
 * and for Lauffen an earlier association, the direct-debit mandate and its identifiers, so that the
 * contract data page shows every part. Built through the services, as a superuser would.
 */
import type { AppContext } from '../../platform/app-context';
import { upsertIdentifier } from '../addresses';
import { type ContractActor, createBillingPlan, createContract, createContractBilling } from '../contracts';

const SYSTEM: ContractActor = { isSuperuser: true, grants: [], userId: null };
const API_BASE = 'http://localhost/api/v2/';

const PLANS = [
  {
    name: 'Gemeinde Basis',
    type: 'monthly',
    conditions: [
      { scope: 'organization', base_fee: '9.90', percentage: '0' },
      { scope: 'online', base_fee: '0', percentage: '2.5' },
    ],
  },
  {
    name: 'Gemeinde Komfort',
    type: 'monthly',
    conditions: [
      { scope: 'organization', base_fee: '24.90', percentage: '0' },
      { scope: 'online', base_fee: '0', percentage: '1.9' },
      { scope: 'devices', base_fee: '0', percentage: '1.5' },
    ],
  },
  {
    name: 'Bezirk Jahrespauschale',
    type: 'yearly',
    conditions: [
      { scope: 'organization', base_fee: '480.00', percentage: '0' },
      { scope: 'online', base_fee: '0', percentage: '1.5' },
    ],
  },
] as const;

export async function addDemoContracts(context: AppContext, lauffenId: number): Promise<void> {
  const plans = new Map<string, string>();
  for (const plan of PLANS) {
    const created = await createBillingPlan(
      context,
      SYSTEM,
      { ...plan, conditions: plan.conditions.map((condition) => ({ ...condition })) },
      API_BASE,
    );
    plans.set(plan.name, created.url);
  }
  const organizations = await context.db
    .selectFrom('organization')
    .select(['id', 'level'])
    .where('level', 'in', ['parish', 'district'])
    .orderBy('id')
    .execute();
  for (const organization of organizations) {
    const isParish = organization.level === 'parish';
    const contract = await createContract(
      context,
      SYSTEM,
      { organization: String(organization.id), type: isParish ? 'op' : 'ps' },
      API_BASE,
    );
    if (organization.id === lauffenId) {
      await createContractBilling(
        context,
        SYSTEM,
        contract.id,
        {
          billing_plan: plans.get('Gemeinde Basis') ?? '',
          valid_from: '2021-01-01',
          valid_notafter: '2023-12-31',
        },
        API_BASE,
      );
      await createContractBilling(
        context,
        SYSTEM,
        contract.id,
        { billing_plan: plans.get('Gemeinde Komfort') ?? '', valid_from: '2024-01-01' },
        API_BASE,
      );
      await context.db
        .updateTable('contract')
        .set({ sepadd_active: true })
        .where('id', '=', contract.id)
        .execute();
      await upsertIdentifier(context.db, lauffenId, { type: 'kro_number', value: 'KRO-74348-01' });
      await upsertIdentifier(context.db, lauffenId, { type: 'tax_number', value: '65208/12345' });
      continue;
    }
    await createContractBilling(
      context,
      SYSTEM,
      contract.id,
      {
        billing_plan: plans.get(isParish ? 'Gemeinde Basis' : 'Bezirk Jahrespauschale') ?? '',
        valid_from: '2025-01-01',
      },
      API_BASE,
    );
  }
}
