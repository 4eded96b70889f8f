/**
 * Cash collections of the demo world: Lauffen has the cash module (allow_cash_payments), and its
 * last Sunday collections carry counted cash, entered by `kasse` and confirmed by `kasse2` (four
 * eyes), the most recent one still waiting for its confirmation. Made through the cash service,
 * each with the clock of the day it was counted.
 */
import { centsToDecimalString, sumSplit } from '@kollekta/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import { type CashActor, confirmCashPayment, createCashPayment } from '../cash';
import { parsePath } from '../organizations';

/** Sunday collections of the last weeks that get cash, newest first; the newest stays unconfirmed. */
const CASH_SUNDAYS = 3;
const HOUR_MS = 3600_000;

/** 3 × 20 €, 4 × 10 €, 6 × 5 €, 9 × 2 €, 14 × 1 €, 17 × 0,50 €, 12 × 0,20 €, 8 × 0,10 € … and so on */
const SPLITS: readonly Record<string, number>[] = [
  { '2000': 3, '1000': 4, '500': 6, '200': 9, '100': 14, '50': 17, '20': 12, '10': 8 },
  { '5000': 1, '1000': 6, '500': 5, '200': 11, '100': 9, '50': 13, '20': 6, '10': 15, '5': 4 },
  { '2000': 2, '1000': 3, '500': 8, '200': 6, '100': 12, '50': 9, '20': 10, '5': 6, '2': 5, '1': 3 },
];

export async function addDemoCash(context: AppContext, parishId: number): Promise<void> {
  await sql`
    update organization
    set settings_local = jsonb_set(settings_local, '{features}',
      coalesce(settings_local -> 'features', '{}'::jsonb) || '{"allow_cash_payments": true}'::jsonb)
    where id = ${parishId}`.execute(context.db);

  const now = context.clock.now();
  const [parish, users, plans] = await Promise.all([
    context.db.selectFrom('organization').select('path').where('id', '=', parishId).executeTakeFirstOrThrow(),
    context.db
      .selectFrom('app_user')
      .select(['id', 'username'])
      .where('username', 'in', ['kasse', 'kasse2'])
      .execute(),
    context.db
      .selectFrom('collection_plan')
      .select(['id', 'end_at'])
      .where('organization_id', '=', parishId)
      .where('location_id', 'is', null)
      .where('date_day', 'is not', null)
      .where(sql<boolean>`'GC' = any(targets)`)
      .where('end_at', '<', now)
      .orderBy('end_at', 'desc')
      .limit(CASH_SUNDAYS)
      .execute(),
  ]);
  const actorOf = (username: string): CashActor => {
    const user = users.find((candidate) => candidate.username === username);
    if (!user) throw new Error(`The demo world needs the user ${username}.`);
    return {
      isSuperuser: false,
      grants: [{ role: 'user', organizationPath: parsePath(parish.path) }],
      userId: user.id,
    };
  };
  const kasse = actorOf('kasse');
  const kasse2 = actorOf('kasse2');

  for (const [index, plan] of plans.entries()) {
    const split = SPLITS[index % SPLITS.length] ?? {};
    // counted after the service that ended the collection's Sunday, entered the next morning
    const end = plan.end_at === null ? now : new Date(plan.end_at);
    const countedAt = new Date(end.getTime() - 5 * 24 * HOUR_MS - 5 * HOUR_MS);
    const enteredAt = new Date(countedAt.getTime() + 20 * HOUR_MS);
    const at = (time: Date) => ({ ...context, clock: { now: () => time } });
    const id = await createCashPayment(at(enteredAt), kasse, {
      amount: centsToDecimalString(sumSplit(split)),
      plan: plan.id,
      organization: parishId,
      collection_datetime: countedAt.toISOString(),
      meta: { cash: { split } },
    });
    if (index > 0) await confirmCashPayment(at(new Date(enteredAt.getTime() + 26 * HOUR_MS)), kasse2, id);
  }
}
