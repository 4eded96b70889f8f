/**
 * Information requests in the demo world: a few people asked Lauffen and Talheim for more
 * information, so that the list 'Übersicht über die Bitte nach weiteren Informationen' shows something. Written to the
 * table directly; they come with no gift, so nothing is booked.
 *
 * The recurring donations of the demo world, with their debits and files, are in demo-direct-debits.ts.
 */
import type { AppContext } from '../../platform/app-context';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoInformationRequest = { email: string; name: string | null; daysAgo: number };

export const LAUFFEN_INFORMATION_REQUESTS: readonly DemoInformationRequest[] = [
  { email: 'm.fischer@example.org', name: 'Martina Fischer', daysAgo: 40 },
  { email: 'thomas.wolf@example.org', name: null, daysAgo: 33 },
  { email: 'lea.hoffmann@example.org', name: 'Lea Hoffmann', daysAgo: 21 },
  { email: 'peter.schulz@example.org', name: 'Peter Schulz', daysAgo: 9 },
  { email: 'gemeindebrief.fan@example.org', name: null, daysAgo: 3 },
];

export const TALHEIM_INFORMATION_REQUESTS: readonly DemoInformationRequest[] = [
  { email: 'k.ziegler@example.org', name: 'Karin Ziegler', daysAgo: 52 },
  { email: 'familie.haas@example.org', name: 'Familie Haas', daysAgo: 18 },
  { email: 'jugendkreis.talheim@example.org', name: null, daysAgo: 6 },
];

export async function addDemoDonorLists(
  context: AppContext,
  parishId: number,
  requests: readonly DemoInformationRequest[] = LAUFFEN_INFORMATION_REQUESTS,
): Promise<void> {
  const { db } = context;
  // donation purposes first: they are what people give to and ask about
  const plans = await db
    .selectFrom('collection_plan')
    .select('id')
    .where('organization_id', '=', parishId)
    .orderBy((eb) => eb.case().when('type', '=', 'donation').then(0).else(1).end())
    .orderBy('id')
    .limit(3)
    .execute();
  const now = context.clock.now();
  await db
    .insertInto('information_request')
    .values(
      requests.map((request, index) => ({
        organization_id: parishId,
        collection_plan_id: plans[index % Math.max(plans.length, 1)]?.id ?? null,
        online_donation_id: null,
        email: request.email,
        name: request.name,
        created_at: new Date(now.getTime() - request.daysAgo * DAY_MS),
      })),
    )
    .execute();
}
