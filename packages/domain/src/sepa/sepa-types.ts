/**
 * Sequence types of a SEPA core direct debit (pain.008 `SeqTp`): a one-off gift is OOFF; a recurring
 * gift's first debit under its mandate is FRST and every later one RCUR.
 */
export const SEPA_SEQUENCE_TYPES = ['OOFF', 'FRST', 'RCUR'] as const;
export type SepaSequenceType = (typeof SEPA_SEQUENCE_TYPES)[number];
