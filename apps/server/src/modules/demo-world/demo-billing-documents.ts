/**
 * A year of billing documents of Ev. Kirchengemeinde Lauffen: the booking report and the invoice of
 * each of the last twelve months that have ended, made by the same code as the monthly job (its
 * plan, its payments, real PDF and XLSX files, invoice numbers from the counter), each issued on
 * the 2nd of the following month as the schedule would have. Runs after the payments exist; the
 * newest invoice is left unopened, the older ones show a first download by the parish admin.
 */
import { previousBillingPeriod, toBusinessDay, toZonedInstant } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { runBillingJob } from '../billing-documents';

const MONTHS = 12;

function firstDayMonthsBefore(periodStart: string, months: number): string {
  const [year, month] = periodStart.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function secondOfNextMonth(periodStart: string): string {
  return firstDayMonthsBefore(periodStart, -1).replace(/-01$/, '-02');
}

export async function addDemoBillingDocuments(context: AppContext, lauffenId: number): Promise<void> {
  const lastPeriod = previousBillingPeriod('monthly', toBusinessDay(context.clock.now()));
  const noop = async () => undefined;
  for (let back = MONTHS - 1; back >= 0; back -= 1) {
    const periodStart = firstDayMonthsBefore(lastPeriod.start, back);
    await runBillingJob(
      context,
      { data: { organizationId: lauffenId, periodStart }, reportProgress: noop },
      { issuedAt: toZonedInstant(secondOfNextMonth(periodStart), '06:00', 'Europe/Berlin') },
    );
  }
  const admin = await context.db
    .selectFrom('app_user')
    .select('id')
    .where('username', '=', 'gemeinde')
    .executeTakeFirst();
  if (!admin) return;
  // the older documents were opened by the parish admin on the day they came
  await context.db
    .updateTable('billing_document')
    .set((eb) => ({
      first_download_at: eb.ref('created_at'),
      first_download_by: admin.id,
    }))
    .where('organization_id', '=', lauffenId)
    .where('period_start', '<', lastPeriod.start)
    .execute();
}
