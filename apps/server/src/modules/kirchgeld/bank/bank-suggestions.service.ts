/**
 * Suggestions for reconciliation (issue 20): gathers what the domain's cascade needs (letter
 * references, IBANs of earlier assignments, names, earlier amounts), proposes a person for each
 * unassigned credit, and takes over the previewed 'sicher' ones — each checked again and assigned
 * in its own locking transaction, so nothing is assigned twice.
 */
import type {
  KgBankApplySuggestionsResult,
  KgBankQueryValues,
  KgBankSuggestionList,
} from '@kollekta/contract';
import {
  buildKgSuggestionIndex,
  centsToDecimalString,
  type KgBankSuggestion,
  type KgSuggestionKnowledge,
  suggestKgBankAssignments,
} from '@kollekta/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { requireTenant } from '../tenancy';
import { findOpenCredits, personDisplayName, type TransactionFilter } from './bank.repository';
import { assignTransaction, orderRange, resolveAccounts } from './bank-reconciliation.service';
import { bankObjectUrl, readIdReference, readPersonReference } from './bank-references';

type Db = AppContext['db'];

const SKIP_REASONS = {
  gone: 'Die Buchung ist nicht mehr offen.',
  changed: 'Der Vorschlag ist nicht mehr sicher oder nennt eine andere Person.',
} as const;

/** What the cascade knows of a tenant. */
export async function loadSuggestionKnowledge(db: Db, tenantId: number): Promise<KgSuggestionKnowledge> {
  const [recipients, knownIbans, persons, previousPayments] = await Promise.all([
    db
      .selectFrom('kg_letter_recipient')
      .innerJoin('kg_letter', 'kg_letter.id', 'kg_letter_recipient.letter_id')
      .select([
        'kg_letter_recipient.reference',
        'kg_letter_recipient.person_id',
        'kg_letter_recipient.partner_person_id',
        'kg_letter_recipient.letter_id',
        'kg_letter_recipient.suggested_amount_cents',
        'kg_letter.name as letter_name',
        sql<string>`to_char(coalesce(kg_letter.finalized_at, kg_letter.created_at) at time zone 'Europe/Berlin', 'YYYY-MM-DD')`.as(
          'letter_date',
        ),
      ])
      .where('kg_letter_recipient.tenant_id', '=', tenantId)
      .execute(),
    db
      .selectFrom('kg_bank_assignment')
      .innerJoin('kg_bank_transaction', 'kg_bank_transaction.id', 'kg_bank_assignment.bank_transaction_id')
      .select(['kg_bank_transaction.their_iban', 'kg_bank_assignment.person_id'])
      .select((eb) => eb.fn.max('kg_bank_transaction.booking_date').as('last_date'))
      .where('kg_bank_assignment.tenant_id', '=', tenantId)
      .where('kg_bank_transaction.their_iban', 'is not', null)
      .groupBy(['kg_bank_transaction.their_iban', 'kg_bank_assignment.person_id'])
      .execute(),
    db
      .selectFrom('kg_person')
      .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
      .select([
        'kg_person.id',
        'kg_person.type',
        'kg_person_data.familienname',
        'kg_person_data.vornamen',
        'kg_person_data.rufname',
      ])
      .where('kg_person.tenant_id', '=', tenantId)
      .where('kg_person_data.familienname', 'is not', null)
      .execute(),
    db
      .selectFrom('kg_payment')
      .select(['person_id', 'amount_cents'])
      .distinct()
      .where('tenant_id', '=', tenantId)
      .where('state', '=', 'completed')
      .execute(),
  ]);
  return {
    recipients: recipients.map((row) => ({
      reference: row.reference,
      personId: row.person_id,
      partnerPersonId: row.partner_person_id,
      letterId: row.letter_id,
      letterName: row.letter_name,
      letterDate: row.letter_date,
      suggestedAmountCents: row.suggested_amount_cents === null ? null : Number(row.suggested_amount_cents),
    })),
    knownIbans: knownIbans.map((row) => ({
      iban: row.their_iban ?? '',
      personId: row.person_id,
      bookingDate: String(row.last_date).slice(0, 10),
    })),
    persons: persons.map((row) => ({
      personId: row.id,
      familyName: row.familienname ?? '',
      firstNames: row.vornamen ?? '',
      callName: row.rufname,
      displayName: personDisplayName(row),
    })),
    previousPayments: previousPayments.map((row) => ({
      personId: row.person_id,
      amountCents: Number(row.amount_cents),
    })),
  };
}

/** The suggestions for a tenant's open credits (filtered), computed by the domain's cascade. */
export async function computeKgBankSuggestions(
  db: Db,
  tenantId: number,
  filter: TransactionFilter & { ids?: number[] },
): Promise<{
  suggestions: KgBankSuggestion[];
  transactions: Awaited<ReturnType<typeof findOpenCredits>>;
  knowledge: KgSuggestionKnowledge;
}> {
  const [transactions, knowledge] = await Promise.all([
    findOpenCredits(db, tenantId, filter),
    loadSuggestionKnowledge(db, tenantId),
  ]);
  const index = buildKgSuggestionIndex(knowledge);
  const suggestions = suggestKgBankAssignments(
    index,
    transactions.map((row) => ({
      id: Number(row.id),
      amountCents: Number(row.amount_cents),
      bookingDate: String(row.booking_date).slice(0, 10),
      theirName: row.their_name,
      theirIban: row.their_iban,
      purpose: row.purpose,
    })),
  );
  return { suggestions, transactions, knowledge };
}

export async function listKgBankSuggestions(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  query: Pick<KgBankQueryValues, 'start' | 'end' | 'account'>,
  apiBase: string,
): Promise<KgBankSuggestionList> {
  await requireTenant(context, caller, tenantId);
  const accountIds = await resolveAccounts(context.db, tenantId, query.account);
  const [start, end] = orderRange(query.start, query.end);
  const { suggestions, transactions, knowledge } = await computeKgBankSuggestions(context.db, tenantId, {
    start,
    end,
    accountIds,
  });
  const byId = new Map(transactions.map((row) => [Number(row.id), row]));
  const names = new Map(knowledge.persons.map((person) => [person.personId, person.displayName]));
  const letters = new Map(
    knowledge.recipients.map((recipient) => [recipient.letterId, recipient.letterName]),
  );
  const results = suggestions.map((suggestion) => {
    const row = byId.get(suggestion.transactionId);
    return {
      bank_transaction: bankObjectUrl(apiBase, tenantId, 'bank_transaction', suggestion.transactionId),
      bank_transaction_id: suggestion.transactionId,
      booking_date: String(row?.booking_date ?? '').slice(0, 10),
      their_name: row?.their_name ?? null,
      purpose: row?.purpose ?? null,
      person: bankObjectUrl(apiBase, tenantId, 'person', suggestion.personId),
      person_id: suggestion.personId,
      person_name: names.get(suggestion.personId) ?? '',
      letter:
        suggestion.letterId === null ? null : bankObjectUrl(apiBase, tenantId, 'letter', suggestion.letterId),
      letter_name: suggestion.letterId === null ? null : (letters.get(suggestion.letterId) ?? null),
      amount: centsToDecimalString(suggestion.amountCents),
      step: suggestion.step,
      confidence: suggestion.confidence,
      reason: suggestion.reason,
    };
  });
  return {
    count: results.length,
    certain_count: results.filter((result) => result.confidence === 'sicher').length,
    results,
  };
}

export async function applyKgBankSuggestions(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  body: { suggestions: { bank_transaction: string | number; person: string }[] },
  apiBase: string,
): Promise<KgBankApplySuggestionsResult> {
  await requireTenant(context, caller, tenantId);
  const wanted = body.suggestions.map((item) => ({
    transactionId: readIdReference(item.bank_transaction, tenantId, 'bank_transaction'),
    personId: readPersonReference(item.person, tenantId),
    reference: String(item.bank_transaction),
  }));
  return applySuggestions(
    context.db,
    tenantId,
    wanted,
    { userId: caller.userId, impersonatorId: caller.impersonatorId },
    apiBase,
  );
}

/** Assigns those of the wanted suggestions that the cascade, asked again now, still calls 'sicher'. */
export async function applySuggestions(
  db: Db,
  tenantId: number,
  wanted: { transactionId: number | null; personId: string | null; reference: string }[],
  actor: { userId: number | null; impersonatorId?: number | null },
  apiBase: string,
): Promise<KgBankApplySuggestionsResult> {
  const ids = wanted.map((item) => item.transactionId).filter((id): id is number => id !== null);
  const { suggestions, transactions } = await computeKgBankSuggestions(db, tenantId, { accountIds: [], ids });
  const current = new Map(suggestions.map((suggestion) => [suggestion.transactionId, suggestion]));
  const statementOf = new Map(transactions.map((row) => [Number(row.id), row.bank_statement_id]));
  const skipped: KgBankApplySuggestionsResult['skipped'] = [];
  let applied = 0;
  for (const item of wanted) {
    const url =
      item.transactionId === null
        ? item.reference
        : bankObjectUrl(apiBase, tenantId, 'bank_transaction', item.transactionId);
    const suggestion = item.transactionId === null ? undefined : current.get(item.transactionId);
    const statementId = item.transactionId === null ? undefined : statementOf.get(item.transactionId);
    if (!suggestion || statementId === undefined) {
      skipped.push({ bank_transaction: url, reason: SKIP_REASONS.gone });
      continue;
    }
    if (suggestion.confidence !== 'sicher' || suggestion.personId !== item.personId) {
      skipped.push({ bank_transaction: url, reason: SKIP_REASONS.changed });
      continue;
    }
    try {
      await assignTransaction(
        db,
        tenantId,
        statementId,
        suggestion.transactionId,
        {
          personId: suggestion.personId,
          amountCents: null,
          letterId: suggestion.letterId,
          specialPurposeId: null,
          disallowReceipt: false,
        },
        actor,
      );
      applied++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      skipped.push({ bank_transaction: url, reason: error.message });
    }
  }
  return { applied, skipped };
}
