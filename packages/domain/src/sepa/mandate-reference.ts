/**
 * Mandate references (Mandatsreferenz): at most 35 characters of the SEPA id set, unique per
 * creditor identifier for as long as the mandate lives. They are built from a prefix and a sequence
 * number that the server counts per creditor id, so two mandates can never meet on one reference;
 * banks compare them without regard to case, so uniqueness is checked on the upper-case key.
 */
import { SEPA_MESSAGES } from './sepa-messages';
import { isValidSepaIdentifier, SEPA_IDENTIFIER_MAX_LENGTH } from './sepa-text';

/** Digits the sequence number is padded to, so that references sort in the order they were made. */
export const MANDATE_SEQUENCE_DIGITS = 8;

/** ('KOL-42', 17) → 'KOL-42-00000017'. Throws a RangeError for a prefix or number that cannot make one. */
export function buildMandateReference(prefix: string, sequenceNumber: number): string {
  if (!Number.isSafeInteger(sequenceNumber) || sequenceNumber < 1) {
    throw new RangeError(`Mandate sequence numbers start at 1: ${sequenceNumber}`);
  }
  const reference = `${prefix.toUpperCase()}-${String(sequenceNumber).padStart(MANDATE_SEQUENCE_DIGITS, '0')}`;
  if (prefix === '' || !isValidMandateReference(reference)) {
    throw new RangeError(`Not a usable mandate reference (max ${SEPA_IDENTIFIER_MAX_LENGTH}): ${reference}`);
  }
  return reference;
}

export function isValidMandateReference(reference: string): boolean {
  return isValidSepaIdentifier(reference);
}

export function validateMandateReference(reference: string | null | undefined): string | null {
  return isValidMandateReference(reference ?? '') ? null : SEPA_MESSAGES.invalidMandateReference;
}

/** What uniqueness per creditor is decided on (and a unique index is built over, with the creditor id). */
export function toMandateReferenceKey(reference: string): string {
  return reference.toUpperCase();
}

/** Whether `reference` is still free among the references the creditor has issued. */
export function isMandateReferenceFree(reference: string, issued: Iterable<string>): boolean {
  const key = toMandateReferenceKey(reference);
  for (const existing of issued) if (toMandateReferenceKey(existing) === key) return false;
  return true;
}
