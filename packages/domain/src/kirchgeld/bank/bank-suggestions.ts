/**
 * Suggestions for reconciliation (issue 20 "Suggestions"): a cascade that proposes the person for an
 * unassigned credit, each with its reason (German) and confidence:
 *   1. the letter reference of the GiroCode (`KG-12-00045`) in the remittance text → sicher;
 *   2. an IBAN that was assigned to one person before → sicher (to one of several: wahrscheinlich);
 *   3. family and first name in the payer's name, and the amount a letter asked for (within a window
 *      of days after the letter) or one the person paid before → wahrscheinlich; the name alone, when
 *      it fits one person only → möglich.
 * Only 'sicher' suggestions are taken over in one go; the others are offered in the dialog.
 */
import { formatMoney } from '../../money';
import { formatLetterReference, KG_REFERENCE_SEQUENCE_DIGITS } from '../letters/letter-reference';

export type KgSuggestionConfidence = 'sicher' | 'wahrscheinlich' | 'möglich';

export type KgOpenBankTransaction = {
  id: number;
  amountCents: number;
  bookingDate: string;
  theirName: string | null;
  theirIban: string | null;
  purpose: string | null;
};

export type KgSuggestionLetterRecipient = {
  reference: string;
  personId: string;
  partnerPersonId: string | null;
  letterId: number;
  letterName: string;
  /** the day the letter was finalised (YYYY-MM-DD) */
  letterDate: string;
  suggestedAmountCents: number | null;
};

export type KgSuggestionPerson = {
  personId: string;
  familyName: string;
  firstNames: string;
  callName: string | null;
  displayName: string;
};

export type KgSuggestionKnowledge = {
  recipients: readonly KgSuggestionLetterRecipient[];
  /** IBANs of earlier assignments and to whom, with the booking day */
  knownIbans: readonly { iban: string; personId: string; bookingDate: string }[];
  persons: readonly KgSuggestionPerson[];
  /** amounts persons paid before */
  previousPayments: readonly { personId: string; amountCents: number }[];
};

export type KgBankSuggestion = {
  transactionId: number;
  personId: string;
  letterId: number | null;
  amountCents: number;
  step: 'reference' | 'iban' | 'name';
  confidence: KgSuggestionConfidence;
  reason: string;
};

/** The days after a letter in which a payment of its amount is taken for an answer to it. */
export const KG_SUGGESTION_WINDOW_DAYS = 60;
/** A payment is linked to the person's latest letter of at most this many days before. */
const LETTER_LINK_DAYS = 400;

export type KgSuggestionIndex = {
  byReference: Map<string, KgSuggestionLetterRecipient>;
  lettersByPerson: Map<string, KgSuggestionLetterRecipient[]>;
  ibanOwners: Map<string, Map<string, string>>;
  personsByFamilyToken: Map<string, KgSuggestionPerson[]>;
  persons: Map<string, KgSuggestionPerson>;
  paidAmounts: Map<string, Set<number>>;
};

export function buildKgSuggestionIndex(knowledge: KgSuggestionKnowledge): KgSuggestionIndex {
  const index: KgSuggestionIndex = {
    byReference: new Map(),
    lettersByPerson: new Map(),
    ibanOwners: new Map(),
    personsByFamilyToken: new Map(),
    persons: new Map(),
    paidAmounts: new Map(),
  };
  for (const recipient of knowledge.recipients) {
    index.byReference.set(recipient.reference.toUpperCase(), recipient);
    for (const personId of [recipient.personId, recipient.partnerPersonId]) {
      if (personId) push(index.lettersByPerson, personId, recipient);
    }
  }
  for (const letters of index.lettersByPerson.values())
    letters.sort((a, b) => b.letterDate.localeCompare(a.letterDate));
  for (const known of knowledge.knownIbans) {
    const owners = index.ibanOwners.get(known.iban) ?? new Map<string, string>();
    const before = owners.get(known.personId);
    if (!before || before < known.bookingDate) owners.set(known.personId, known.bookingDate);
    index.ibanOwners.set(known.iban, owners);
  }
  for (const person of knowledge.persons) {
    index.persons.set(person.personId, person);
    const [first] = nameTokens(person.familyName);
    if (first) push(index.personsByFamilyToken, first, person);
  }
  for (const payment of knowledge.previousPayments) {
    const amounts = index.paidAmounts.get(payment.personId) ?? new Set<number>();
    amounts.add(payment.amountCents);
    index.paidAmounts.set(payment.personId, amounts);
  }
  return index;
}

export function suggestKgBankAssignments(
  index: KgSuggestionIndex,
  transactions: readonly KgOpenBankTransaction[],
): KgBankSuggestion[] {
  const suggestions: KgBankSuggestion[] = [];
  for (const transaction of transactions) {
    const suggestion = suggestKgBankAssignment(index, transaction);
    if (suggestion) suggestions.push(suggestion);
  }
  return suggestions;
}

export function suggestKgBankAssignment(
  index: KgSuggestionIndex,
  transaction: KgOpenBankTransaction,
): KgBankSuggestion | null {
  if (transaction.amountCents <= 0) return null;
  return (
    suggestByReference(index, transaction) ??
    suggestByIban(index, transaction) ??
    suggestByName(index, transaction)
  );
}

/** References named in a text, among those that exist: tolerant of case, spaces and missing hyphens. */
export function findKnownLetterReferences(text: string, known: ReadonlyMap<string, unknown>): string[] {
  const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const found: string[] = [];
  for (const match of compact.matchAll(/KG(\d{6,})/g)) {
    const digits = match[1] ?? '';
    for (let split = 1; split <= digits.length - KG_REFERENCE_SEQUENCE_DIGITS; split++) {
      const letterId = Number(digits.slice(0, split));
      const sequence = Number(digits.slice(split, split + KG_REFERENCE_SEQUENCE_DIGITS));
      if (letterId < 1) continue;
      const reference = formatLetterReference(letterId, sequence);
      if (known.has(reference) && !found.includes(reference)) {
        found.push(reference);
        break;
      }
    }
  }
  return found;
}

function suggestByReference(
  index: KgSuggestionIndex,
  transaction: KgOpenBankTransaction,
): KgBankSuggestion | null {
  if (!transaction.purpose || index.byReference.size === 0) return null;
  const [reference] = findKnownLetterReferences(transaction.purpose, index.byReference);
  const recipient = reference ? index.byReference.get(reference) : undefined;
  if (!recipient || !reference) return null;
  return {
    transactionId: transaction.id,
    personId: recipient.personId,
    letterId: recipient.letterId,
    amountCents: transaction.amountCents,
    step: 'reference',
    confidence: 'sicher',
    reason: `Verwendungszweck nennt die Brief-Referenz ${reference} (Brief „${recipient.letterName}“).`,
  };
}

function suggestByIban(
  index: KgSuggestionIndex,
  transaction: KgOpenBankTransaction,
): KgBankSuggestion | null {
  const owners = transaction.theirIban ? index.ibanOwners.get(transaction.theirIban) : undefined;
  if (!owners || owners.size === 0) return null;
  const candidates = [...owners.entries()].sort((a, b) => b[1].localeCompare(a[1]));
  const tokens = new Set(nameTokens(transaction.theirName ?? ''));
  const byName = candidates.filter(([personId]) => {
    const person = index.persons.get(personId);
    return person ? nameTokens(person.familyName).every((token) => tokens.has(token)) : false;
  });
  const [chosen] = candidates.length === 1 ? candidates : byName.length === 1 ? byName : candidates;
  if (!chosen) return null;
  const [personId, lastDate] = chosen;
  const confidence: KgSuggestionConfidence =
    candidates.length === 1 ? 'sicher' : byName.length === 1 ? 'wahrscheinlich' : 'möglich';
  const person = index.persons.get(personId);
  const shared = candidates.length > 1 ? ` (das Konto wurde ${candidates.length} Personen zugeordnet)` : '';
  return {
    transactionId: transaction.id,
    personId,
    letterId: latestLetter(index, personId, transaction.bookingDate, LETTER_LINK_DAYS)?.letterId ?? null,
    amountCents: transaction.amountCents,
    step: 'iban',
    confidence,
    reason: `IBAN ${transaction.theirIban} wurde am ${germanDay(lastDate)} ${person?.displayName ?? 'dieser Person'} zugeordnet${shared}.`,
  };
}

function suggestByName(
  index: KgSuggestionIndex,
  transaction: KgOpenBankTransaction,
): KgBankSuggestion | null {
  const tokens = nameTokens(transaction.theirName ?? '');
  if (tokens.length < 2) return null;
  const tokenSet = new Set(tokens);
  const candidates = new Map<string, KgSuggestionPerson>();
  for (const token of tokenSet) {
    for (const person of index.personsByFamilyToken.get(token) ?? []) {
      if (!nameTokens(person.familyName).every((part) => tokenSet.has(part))) continue;
      const firstNames = [...nameTokens(person.firstNames), ...nameTokens(person.callName ?? '')];
      if (firstNames.some((part) => tokenSet.has(part))) candidates.set(person.personId, person);
    }
  }
  if (candidates.size === 0) return null;
  const withAmount = [...candidates.values()]
    .map((person) => ({ person, match: matchAmount(index, person.personId, transaction) }))
    .filter((entry) => entry.match !== null);
  if (withAmount.length === 1) {
    const [{ person, match }] = withAmount as [{ person: KgSuggestionPerson; match: AmountMatch }];
    return {
      transactionId: transaction.id,
      personId: person.personId,
      letterId:
        match.letter?.letterId ??
        latestLetter(index, person.personId, transaction.bookingDate, LETTER_LINK_DAYS)?.letterId ??
        null,
      amountCents: transaction.amountCents,
      step: 'name',
      confidence: 'wahrscheinlich',
      reason: match.letter
        ? `Name passt zu ${person.displayName}, und der Betrag ${formatMoney(transaction.amountCents)} entspricht dem Brief „${match.letter.letterName}“ vom ${germanDay(match.letter.letterDate)}.`
        : `Name passt zu ${person.displayName}, der schon einmal ${formatMoney(transaction.amountCents)} gezahlt hat.`,
    };
  }
  if (candidates.size !== 1) return null;
  const [person] = [...candidates.values()] as [KgSuggestionPerson];
  return {
    transactionId: transaction.id,
    personId: person.personId,
    letterId:
      latestLetter(index, person.personId, transaction.bookingDate, LETTER_LINK_DAYS)?.letterId ?? null,
    amountCents: transaction.amountCents,
    step: 'name',
    confidence: 'möglich',
    reason: `Name passt nur zu ${person.displayName}; der Betrag passt zu keinem Brief und keiner früheren Zahlung.`,
  };
}

type AmountMatch = { letter: KgSuggestionLetterRecipient | null };

function matchAmount(
  index: KgSuggestionIndex,
  personId: string,
  transaction: KgOpenBankTransaction,
): AmountMatch | null {
  for (const letter of index.lettersByPerson.get(personId) ?? []) {
    const days = daysBetween(letter.letterDate, transaction.bookingDate);
    if (
      letter.suggestedAmountCents === transaction.amountCents &&
      days >= 0 &&
      days <= KG_SUGGESTION_WINDOW_DAYS
    )
      return { letter };
  }
  return index.paidAmounts.get(personId)?.has(transaction.amountCents) ? { letter: null } : null;
}

function latestLetter(
  index: KgSuggestionIndex,
  personId: string,
  bookingDate: string,
  maxDays: number,
): KgSuggestionLetterRecipient | undefined {
  return (index.lettersByPerson.get(personId) ?? []).find((letter) => {
    const days = daysBetween(letter.letterDate, bookingDate);
    return days >= 0 && days <= maxDays;
  });
}

/** 'Müller-Lüdenscheidt, Hans' → ['mueller', 'luedenscheidt', 'hans'] (as banks spell names). */
export function nameTokens(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter((token) => token.length > 1);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function germanDay(isoDay: string): string {
  const [year, month, dayOfMonth] = isoDay.split('-');
  return `${dayOfMonth}.${month}.${year}`;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const values = map.get(key);
  if (values) values.push(value);
  else map.set(key, [value]);
}
