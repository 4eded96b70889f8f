/**
 * The church-tax demo's bank: the parish account with a year of monthly camt.053 statements from the
 * letters' payments, imported through the real upload code. Members pay by the reference of their
 * letter (matched by the suggestions and taken over), some later again from the same account without
 * a reference (matched by the known IBAN), some pay unknown amounts or are unknown (left open), and
 * the bank's fees are ignored. The last statement's suggestions stay open for the user to apply.
 */
import type { AppContext } from '../../../platform/app-context';
import { personDisplayName } from './bank.repository';
import { addKgBankAccount } from './bank-accounts.service';
import { ignoreTransaction } from './bank-reconciliation.service';
import { importKgBankStatement } from './bank-statements.service';
import { applySuggestions, computeKgBankSuggestions } from './bank-suggestions.service';
import { type CamtWriterEntry, writeCamtDocument } from './camt-writer';

const API_BASE = 'http://localhost/api/kirchgeld/v1/';
export const DEMO_BANK_BLZ = '60450050';

/** A German IBAN with correct check digits for a bank code and an account number. */
export function germanIban(bankCode: string, accountNumber: number): string {
  const bban = `${bankCode}${String(accountNumber).padStart(10, '0')}`;
  const check = 98n - (BigInt(`${bban}131400`) % 97n);
  return `DE${String(check).padStart(2, '0')}${bban}`;
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const bankName = (name: string) =>
  name.toUpperCase().replace(/Ä/g, 'AE').replace(/Ö/g, 'OE').replace(/Ü/g, 'UE').replace(/ß/g, 'SS');

export async function addDemoKgBank(context: AppContext, tenantId: number): Promise<void> {
  const secretary = await context.db
    .selectFrom('app_user')
    .select('id')
    .where('username', '=', 'gemeinde')
    .executeTakeFirst();
  const actor = { userId: secretary?.id ?? null };
  const account = await addKgBankAccount(
    context,
    tenantId,
    { name: 'Gemeindekonto Kirchgeld', iban: germanIban(DEMO_BANK_BLZ, 4_711_000 + tenantId), bic: null },
    actor,
  );
  const recipients = await context.db
    .selectFrom('kg_letter_recipient')
    .innerJoin('kg_letter', 'kg_letter.id', 'kg_letter_recipient.letter_id')
    .innerJoin('kg_person', 'kg_person.id', 'kg_letter_recipient.person_id')
    .leftJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .select([
      'kg_letter_recipient.reference',
      'kg_letter_recipient.suggested_amount_cents',
      'kg_letter.finalized_at',
      'kg_letter.type',
      'kg_person.type as person_type',
      'kg_person_data.familienname',
      'kg_person_data.vornamen',
      'kg_person_data.rufname',
    ])
    .where('kg_letter_recipient.tenant_id', '=', tenantId)
    .orderBy('kg_letter_recipient.id')
    .execute();

  const today = context.clock.now().toISOString().slice(0, 10);
  const firstLetter = recipients
    .map((recipient) =>
      recipient.finalized_at ? new Date(recipient.finalized_at).toISOString().slice(0, 10) : null,
    )
    .filter((day): day is string => day !== null)
    .sort()[0];
  const start = firstLetter ?? addDays(today, -365);
  const next = random(tenantId * 7919);
  const payments: CamtWriterEntry[] = [];
  for (const [index, recipient] of recipients.entries()) {
    const letterDay = recipient.finalized_at
      ? new Date(recipient.finalized_at).toISOString().slice(0, 10)
      : start;
    const roll = next();
    // about half answer the letter by its reference, a few more without one (name and amount), the rest not at all
    if (roll > 0.65) continue;
    const name = bankName(personDisplayName({ ...recipient, type: recipient.person_type }));
    const iban = germanIban('50010517', 1_000_000 + index);
    const amountCents = Number(recipient.suggested_amount_cents ?? 2500) + (next() < 0.2 ? 1000 : 0);
    const bookingDate = addDays(letterDay, 3 + Math.floor(next() * 40));
    if (bookingDate > today) continue;
    const purpose = roll < 0.5 ? `Kirchgeld ${recipient.reference}` : 'Kirchgeld';
    payments.push({
      bookingDate,
      amountCents,
      name,
      iban,
      purpose,
      endToEndId: `DEMO-${recipient.reference}`,
    });
    // some pay again later from the same account, without the reference: the IBAN is known by then
    if (roll < 0.12) {
      const later = addDays(bookingDate, 120 + Math.floor(next() * 60));
      if (later <= today)
        payments.push({
          bookingDate: later,
          amountCents: 1500,
          name,
          iban,
          purpose: 'Spende Kirchgeld Nachtrag',
        });
    }
  }
  const months = Array.from({ length: 12 }, (_, month) => {
    const first = new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1 + month, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
  }).filter((month) => month.from <= today);
  for (const [index, month] of months.entries()) {
    const entries = payments.filter(
      (payment) => payment.bookingDate >= month.from && payment.bookingDate <= month.to,
    );
    entries.push(
      {
        bookingDate: month.to,
        amountCents: -(890 + index * 5),
        name: 'Volksbank Demo eG',
        purpose: 'Kontoführungsentgelt',
      },
      {
        bookingDate: addDays(month.from, 14),
        amountCents: 5000 + Math.floor(next() * 20000),
        name: 'FOERDERVEREIN GEMEINDEHAUS',
        purpose: 'Spende Gemeindefest',
      },
    );
    entries.sort((a, b) => a.bookingDate.localeCompare(b.bookingDate));
    const xml = writeCamtDocument({
      statementId: `KA-${month.from.slice(0, 7)}`,
      iban: account.iban,
      fromDate: month.from,
      toDate: month.to > today ? today : month.to,
      entries,
    });
    await importKgBankStatement(
      context,
      tenantId,
      { fileName: `Kontoauszug_${month.from.slice(0, 7)}.xml`, content: Buffer.from(xml) },
      actor.userId,
    );
    // the secretary reconciled every month but the last: her certain suggestions taken over, fees ignored
    if (index === months.length - 1) continue;
    const { suggestions } = await computeKgBankSuggestions(context.db, tenantId, {
      accountIds: [account.id],
      start: month.from,
      end: month.to,
    });
    await applySuggestions(
      context.db,
      tenantId,
      suggestions
        .filter((suggestion) => suggestion.confidence === 'sicher')
        .map((suggestion) => ({
          transactionId: suggestion.transactionId,
          personId: suggestion.personId,
          reference: '',
        })),
      actor,
      API_BASE,
    );
    const fees = await context.db
      .selectFrom('kg_bank_transaction')
      .select(['id', 'bank_statement_id'])
      .where('tenant_id', '=', tenantId)
      .where('bank_account_id', '=', account.id)
      .where('amount_cents', '<', 0)
      .where('state', '=', 'unassigned')
      .execute();
    for (const fee of fees)
      await ignoreTransaction(context.db, tenantId, fee.bank_statement_id, Number(fee.id), actor);
  }
}
