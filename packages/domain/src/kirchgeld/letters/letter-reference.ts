/**
 * The payment reference of a letter's recipient (shared interfaces item 5): `KG-{letter id}-{sequence
 * as five digits}`, e.g. `KG-12-00045`, unique per tenant. It stands on the letter and in its
 * GiroCode's remittance text; the bank reconciliation reads it back from a transaction's text, where
 * banks and people add spaces, drop hyphens or change case.
 */

export const KG_REFERENCE_SEQUENCE_DIGITS = 5;

export function formatLetterReference(letterId: number, sequence: number): string {
  return `KG-${letterId}-${String(sequence).padStart(KG_REFERENCE_SEQUENCE_DIGITS, '0')}`;
}

/**
 * The references named in a free text ('kg 12 00045', 'KG1200045' …), normalised. Without hyphens
 * the split between letter id and sequence is taken as the last five digits.
 */
export function findLetterReferences(text: string): string[] {
  const found = new Set<string>();
  const pattern = /K\s*G\s*[-–]?\s*(\d{1,9})(\s*[-–/]\s*|\s+)?(\d{5,6})(?!\d)/gi;
  for (const match of text.matchAll(pattern)) {
    const [, left = '', separator, right = ''] = match;
    if (separator !== undefined) {
      found.add(formatLetterReference(Number(left), Number(right)));
      continue;
    }
    const digits = `${left}${right}`;
    const letterId = Number(digits.slice(0, -KG_REFERENCE_SEQUENCE_DIGITS));
    if (letterId > 0)
      found.add(formatLetterReference(letterId, Number(digits.slice(-KG_REFERENCE_SEQUENCE_DIGITS))));
  }
  return [...found];
}
