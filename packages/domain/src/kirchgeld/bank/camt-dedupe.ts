/**
 * The identity of a bank transaction across uploads: the same file twice, or statements that overlap
 * (a camt.052 of the morning and the camt.053 of the day), must add nothing twice, while two identical
 * payments on one day stay two. The key is the account, booking date and amount with the bank's
 * reference (AcctSvcrRef) or the payer's EndToEndId when there is one, else the entry's content; and
 * the occurrence number among the file's transactions with that same identity.
 */
import type { KgCamtTransaction } from './camt-reading-types';

/** Everything that tells a transaction apart, as one string (the server stores its SHA-256). */
export function describeCamtTransactionIdentity(accountIban: string, transaction: KgCamtTransaction): string {
  const base = [accountIban, transaction.bookingDate, String(transaction.amountCents), transaction.currency];
  if (transaction.accountServicerReference) {
    const batch = transaction.batchSize > 1 ? `#${transaction.batchIndex}` : '';
    return ['ref', ...base, `${transaction.accountServicerReference}${batch}`].join('|');
  }
  if (transaction.endToEndId) return ['e2e', ...base, transaction.endToEndId].join('|');
  return [
    'content',
    ...base,
    transaction.creditDebit,
    transaction.isReversal ? 'R' : '',
    transaction.theirName ?? '',
    transaction.theirIban ?? '',
    transaction.purpose ?? '',
    transaction.mandateId ?? '',
    transaction.bankTransactionCode ?? '',
    transaction.instructedAmountCents === null
      ? ''
      : `${transaction.instructedAmountCents}${transaction.instructedCurrency}`,
  ].join('|');
}

/** One key per transaction, in order: its identity and its occurrence among equal identities of the file. */
export function buildCamtDedupeKeys(
  accountIban: string,
  transactions: readonly KgCamtTransaction[],
): string[] {
  const seen = new Map<string, number>();
  return transactions.map((transaction) => {
    const identity = describeCamtTransactionIdentity(accountIban, transaction);
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    return `${identity}|${occurrence}`;
  });
}
