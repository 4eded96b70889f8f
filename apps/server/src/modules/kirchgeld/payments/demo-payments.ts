/**
 * The church-tax demo's payments (issue 20 item 6): Lauffen's special purposes, manual payments of
 * last year (cash and parish account, some for a special purpose, one without receipt wish), a few
 * receipts issued through the receipt module, one of them cancelled. Everything goes through the
 * same writer and receipt code as the API.
 */
import { toBusinessYear } from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { receiptFiles } from '../../donation-receipts/receipt-files';
import { insertKgPayments, type NewKgPayment } from './kg-payment-writer';
import { archiveReceiptRow, issueKgReceiptGroups, loadDonors } from './kg-receipts.service';
import { lockPayments } from './payments.repository';
import { addSpecialPurpose } from './special-purposes.service';

export const DEMO_SPECIAL_PURPOSES = ['Kirchgeld', 'Orgelsanierung', 'Jugendarbeit'] as const;
const DEMO_API_BASE = 'http://localhost/api/kirchgeld/v1/';

export async function addDemoKgPayments(context: AppContext, tenantId: number): Promise<void> {
  for (const specialPurpose of DEMO_SPECIAL_PURPOSES)
    await addSpecialPurpose(context, tenantId, specialPurpose, null, DEMO_API_BASE);

  const year = toBusinessYear(context.clock.now()) - 1;
  // individuals with a complete address, in a fixed order
  const persons = await context.db
    .selectFrom('kg_person')
    .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .select('kg_person.id')
    .where('kg_person.tenant_id', '=', tenantId)
    .where('kg_person.type', '=', 'individual')
    .where('kg_person_data.plz', 'is not', null)
    .where('kg_person_data.strassenname', 'is not', null)
    .where('kg_person_data.kommune', 'is not', null)
    .where('kg_person_data.vornamen', 'is not', null)
    .orderBy('kg_person_data.familienname')
    .orderBy('kg_person.id')
    .limit(8)
    .execute();
  if (persons.length === 0) return;

  const rows: NewKgPayment[] = persons.map((person, index) => ({
    tenantId,
    personId: person.id,
    paymentType: 'ManualEntryPayment',
    type: index % 2 === 0 ? 'cash' : 'parish_account',
    bookingDate: `${year}-${String((index % 11) + 1).padStart(2, '0')}-${String(5 + index).padStart(2, '0')}`,
    amountCents: [2500, 3000, 5000, 1500, 10000, 2000, 4000, 7500][index] ?? 2500,
    specialPurpose: index % 3 === 1 ? 'Orgelsanierung' : index % 3 === 2 ? 'Jugendarbeit' : null,
    disallowReceipt: index === 7,
    comment: index % 2 === 0 ? 'Im Gemeindebüro bar abgegeben' : null,
  }));
  const created = await context.db
    .transaction()
    .execute((trx) => insertKgPayments(trx, { userId: null }, rows));

  // receipts for the first three, the first one cancelled afterwards
  const receiptIds = await context.db.transaction().execute(async (trx) => {
    const ids = created.slice(0, 3).map((payment) => payment.id);
    const payments = await lockPayments(trx, tenantId, ids);
    const donors = await loadDonors(
      trx,
      tenantId,
      payments.map((payment) => payment.person_id),
    );
    const receipts = await issueKgReceiptGroups(trx, receiptFiles(context), {
      tenantId,
      groups: payments.map((payment) => ({
        personId: payment.person_id,
        kind: 'single',
        payments: [payment],
      })),
      donors,
      issuedAt: context.clock.now(),
      createdBy: null,
    });
    return receipts.map((receipt) => receipt.id);
  });
  const cancelled = receiptIds[0];
  if (cancelled !== undefined)
    await context.db.transaction().execute((trx) =>
      archiveReceiptRow(trx, {
        tenantId,
        receiptId: cancelled,
        userId: null,
        impersonatorId: null,
        now: context.clock.now(),
      }),
    );
}
