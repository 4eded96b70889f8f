/**
 * The church-tax demo's letters: last year's letters in every state, made through the real services
 * (creation rules, finalising job, 'mark as sent'), dated on the day each happened: the
 * Kirchgeld letter to all members of age (sent), the reminder that followed it (finalised), and
 * an appreciation to the couples not yet finalised (created). Without the demo's target groups
 * (`addDemoKgFilters`) there is nothing to write to, and nothing is made.
 */
import type { AppContext } from '../../../platform/app-context';
import type { Clock } from '../../../platform/clock';
import { DomainError } from '../../../platform/errors';
import { finalizeLetterNow } from './letter-finalize.service';
import { applyLetterPatch, createTenantLetter } from './letters.service';

const API_BASE = 'http://localhost/api/kirchgeld/v1/';

function at(day: string): Date {
  return new Date(`${day}T09:30:00+01:00`);
}

/** The context with its clock standing at one moment (what the letter did happened then). */
function on(context: AppContext, day: string): AppContext {
  const clock: Clock = { ...context.clock, now: () => at(day) };
  return { ...context, clock };
}

/** Finalises through the real code; a letter whose group has nobody (a tiny demo) stays new. */
async function finalizeDemoLetter(context: AppContext, tenantId: number, letterId: number, userId: number) {
  try {
    await finalizeLetterNow(context, tenantId, letterId, userId || null);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'conflict') return false;
    throw error;
  }
}

export async function addDemoKgLetters(context: AppContext, tenantId: number): Promise<void> {
  const lastYear = context.clock.now().getUTCFullYear() - 1;
  const groups = await context.db
    .selectFrom('kg_filter')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const byName = (start: string) => groups.find((group) => group.name.startsWith(start))?.id;
  const members = byName('Alle Gemeindeglieder');
  const couples = byName('Ehepaare');
  if (!members) return;
  const secretary = await context.db
    .selectFrom('app_user')
    .select('id')
    .where('username', '=', 'gemeinde')
    .executeTakeFirst();
  if (!secretary) return;
  const caller = { userId: secretary.id, isSuperuser: true, grants: [] };
  const account = await context.db
    .selectFrom('kg_bank_account')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .executeTakeFirst()
    .catch(() => undefined);

  const donation = await createTenantLetter(
    context,
    caller,
    tenantId,
    {
      name: `Kirchgeldbrief ${lastYear}`,
      filter: members,
      type: 'donation',
      additional_filter: { donation_status: 'unimportant', donation_year: lastYear },
      options: { suggested_amount: '25.00', ...(account ? { bank_account: account.id } : {}) },
    },
    API_BASE,
    { at: at(`${lastYear}-02-01`) },
  );
  if (!(await finalizeDemoLetter(on(context, `${lastYear}-02-03`), tenantId, donation.id, caller.userId)))
    return;
  await applyLetterPatch(
    context.db,
    { tenantId, letterId: donation.id, userId: caller.userId, now: at(`${lastYear}-02-05`) },
    { state: 'sent' },
  );

  const reminder = await createTenantLetter(
    context,
    caller,
    tenantId,
    {
      name: `Erinnerung Kirchgeld ${lastYear}`,
      filter: members,
      type: 'reminder',
      additional_filter: { donation_status: 'not_donated', donation_year: lastYear },
      options: { suggested_amount: '25.00' },
      action: 'followUp',
      original_letter: donation.id,
    },
    API_BASE,
    { at: at(`${lastYear}-10-01`) },
  );
  await finalizeDemoLetter(on(context, `${lastYear}-10-02`), tenantId, reminder.id, caller.userId);

  await createTenantLetter(
    context,
    caller,
    tenantId,
    {
      name: `Dankesbrief ${lastYear}`,
      filter: couples ?? members,
      type: 'appreciation',
      additional_filter: { donation_status: 'donated', donation_year: lastYear },
    },
    API_BASE,
    { at: at(`${lastYear}-12-01`) },
  );
}
