/**
 * The church-tax demo (issue 18 item 7): Lauffen is the tenant. Its two parishes' KRO numbers and
 * their merge, two registry imports of its members (households, couples; a year and a month ago),
 * legacy records of ContextK with bookings 2016–2022 (two adopted), and a few self-created persons
 * and companies. Everything goes through the real import and adoption code.
 */
import type { AppContext } from '../../platform/app-context';
import { addDemoKgBank } from '../kirchgeld/bank';
import { addDemoKgFilters } from '../kirchgeld/filters';
import { addDemoRegistryImports } from '../kirchgeld/imports';
import { addDemoLegacyRecords } from '../kirchgeld/legacy';
import { addDemoKgLetters } from '../kirchgeld/letters';
import { addDemoKgOrganizations } from '../kirchgeld/organizations';
import { addDemoKgPayments } from '../kirchgeld/payments';
import { addDemoSelfCreatedPersons } from '../kirchgeld/persons';

export type DemoKirchgeldSize = { persons: number; legacyRecords: number; selfCreated: number };

/** The demo's size; the small world of the integration tests stays quick. */
export function demoKirchgeldSize(days: number): DemoKirchgeldSize {
  return days >= 365
    ? { persons: 3000, legacyRecords: 400, selfCreated: 12 }
    : { persons: 40, legacyRecords: 20, selfCreated: 4 };
}

export async function addDemoKirchgeld(
  context: AppContext,
  tenantId: number,
  size: DemoKirchgeldSize,
): Promise<void> {
  // first: the persons' KRO numbers resolve to these organisations
  await addDemoKgOrganizations(context, tenantId);
  await addDemoRegistryImports(context, tenantId, { persons: size.persons });
  await addDemoLegacyRecords(context, tenantId, { records: size.legacyRecords });
  await addDemoSelfCreatedPersons(context, tenantId, size.selfCreated);
  // issue 19: target groups, then last year's letters to them (their references are what members pay with)
  await addDemoKgFilters(context, tenantId);
  await addDemoKgLetters(context, tenantId);
  // issue 20: special purposes and manual payments, then the bank statements paying the letters
  await addDemoKgPayments(context, tenantId);
  await addDemoKgBank(context, tenantId);
}
