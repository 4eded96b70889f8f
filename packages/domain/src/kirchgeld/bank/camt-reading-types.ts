/** What a CAMT statement file (camt.052, camt.053, camt.054) reads as: statements with their bank transactions. */

export type KgCamtMessageKind = 'camt.052' | 'camt.053' | 'camt.054';

/** One bank transaction of a statement, amounts in cents of the account's currency. */
export type KgCamtTransaction = {
  bookingDate: string;
  valueDate: string | null;
  /** signed: credits positive, debits negative */
  amountCents: number;
  currency: string;
  creditDebit: 'CRDT' | 'DBIT';
  /** the bank's reversal indicator (RvslInd) */
  isReversal: boolean;
  /** an R-transaction: a return, reversal or refund (RtrInf, RvslInd or a return transaction code) */
  isReturn: boolean;
  returnReason: string | null;
  /** charges the bank reports for this transaction, in cents (positive) */
  chargesCents: number | null;
  /** the amount as instructed by the payer, when it was in another currency */
  instructedAmountCents: number | null;
  instructedCurrency: string | null;
  theirName: string | null;
  theirIban: string | null;
  purpose: string | null;
  endToEndId: string | null;
  accountServicerReference: string | null;
  mandateId: string | null;
  bankTransactionCode: string | null;
  /** position of the entry in its statement (1-based) and of this transaction in a batched entry */
  entryNumber: number;
  batchIndex: number;
  batchSize: number;
};

export type KgCamtStatement = {
  kind: KgCamtMessageKind;
  statementId: string;
  iban: string;
  currency: string | null;
  fromDate: string | null;
  toDate: string | null;
  transactions: KgCamtTransaction[];
  /** entries not booked yet (pending, information) are left for a later statement */
  skippedEntries: number;
};

export type KgCamtReading =
  | { ok: true; messageType: string; statements: KgCamtStatement[] }
  | { ok: false; message: string };
