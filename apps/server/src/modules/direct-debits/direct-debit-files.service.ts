/**
 * Putting due debits into pain.008 files (issue 14 item 3). One creditor's run is one transaction:
 * lock the creditor, read its due debits that are in no file yet, write the file, store it with an
 * entry per debit, and enqueue its notice mail. The entry's primary key is the debit, so a debit is
 * in one file ever; a run that crashes before its commit leaves nothing behind, and the next run
 * takes the same debits again. A concurrent run for the same creditor waits for the lock and then
 * finds nothing left; should an insert still conflict, the creditor's run starts over.
 */
import {
  buildDirectDebitFileName,
  DIRECT_DEBIT_MESSAGES,
  getRequestedCollectionDay,
  getSubmissionWindow,
  readWallClock,
  type SubmissionWindow,
} from '@kollekta/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { DomainError } from '../../platform/errors';
import {
  type CreditorForFile,
  countFilesOf,
  type DebitForFile,
  findDebitsForFile,
  insertFileWithEntries,
  lockCreditor,
} from './direct-debits.repository';
import { buildPain008, type Pain008Debit, type Pain008File, Pain008InputError } from './pain008';

export type CreatedFile = {
  id: number;
  organizationId: number;
  fileName: string;
  numberOfTransactions: number;
  controlSumCents: number;
  /** debits left out because their data cannot make a valid file (logged; they stay due) */
  skippedDebitIds: number[];
};

/** What a file run needs besides the context: enqueue the file's notice inside its transaction. */
export type FileRunHooks = {
  notifyInTransaction(trx: Transaction<Database>, file: CreatedFile): Promise<void>;
  warn(message: string): void;
};

const MAX_ATTEMPTS = 3;

/**
 * Makes at most one file of the creditor's debits due in the window of `now`; answers it, or null
 * when nothing is due.
 */
export async function createFileForCreditor(
  context: AppContext,
  organizationId: number,
  hooks: FileRunHooks,
): Promise<CreatedFile | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await context.db.transaction().execute(async (trx) => {
        const creditor = await lockCreditor(trx, organizationId);
        if (!creditor) return null;
        const now = context.clock.now();
        const window = getSubmissionWindow(now);
        const debits = await findDebitsForFile(trx, organizationId, window.lastDueDay);
        if (debits.length === 0) return null;
        const number = (await countFilesOf(trx, organizationId)) + 1;
        const messageId = buildMessageId(organizationId, now, number);
        const { file, included, skipped } = writeFile(creditor, messageId, now, window, debits, hooks);
        if (included.length === 0) return null;
        const fileName = buildDirectDebitFileName(now, creditor.organization_name);
        const id = await insertFileWithEntries(
          trx,
          {
            creditorOrganizationId: organizationId,
            messageId,
            fileName,
            xml: file.xml,
            numberOfTransactions: file.numberOfTransactions,
            controlSumCents: file.controlSumCents,
            createdAt: now,
          },
          included.map((debit) => debit.id),
        );
        const created: CreatedFile = {
          id,
          organizationId,
          fileName,
          numberOfTransactions: file.numberOfTransactions,
          controlSumCents: file.controlSumCents,
          skippedDebitIds: skipped.map((debit) => debit.id),
        };
        await hooks.notifyInTransaction(trx, created);
        return created;
      });
    } catch (error) {
      // a debit put into a file meanwhile (without the lock: another code path) conflicts: read again
      if (attempt < MAX_ATTEMPTS && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** 'KOL-{organisation}-{YYYYMMDD}-{n}': n counts the creditor's files, so the id is never reused. */
export function buildMessageId(organizationId: number, now: Date, number: number): string {
  return `KOL-${organizationId}-${readWallClock(now).day.replaceAll('-', '')}-${number}`;
}

/**
 * The file of these debits. A debit whose stored data cannot make a valid file (an IBAN that no
 * longer passes …) is left out and stays due, so that one bad mandate never stops a parish's
 * collection; anything wrong with the creditor stops its file with a German message.
 */
function writeFile(
  creditor: CreditorForFile,
  messageId: string,
  now: Date,
  window: SubmissionWindow,
  debits: readonly DebitForFile[],
  hooks: FileRunHooks,
): { file: Pain008File; included: DebitForFile[]; skipped: DebitForFile[] } {
  const included = [...debits];
  const skipped: DebitForFile[] = [];
  for (;;) {
    try {
      const file = buildPain008({
        creditor: {
          name: creditor.creditor_name,
          creditorIdentifier: creditor.creditor_identifier,
          iban: creditor.iban,
          bic: creditor.bic,
        },
        messageId,
        createdAt: now,
        debits: included.map((debit) => toPain008Debit(debit, window)),
      });
      return { file, included, skipped };
    } catch (error) {
      if (!(error instanceof Pain008InputError)) throw error;
      if (!error.problems.every((problem) => /^debit \d+:/.test(problem))) {
        hooks.warn(`Lastschriftdatei für Organisation ${creditor.organization_id}: ${error.message}`);
        throw new DomainError('validation', DIRECT_DEBIT_MESSAGES.invalidCreditor);
      }
      const bad = new Set(error.problems.map((problem) => Number(/^debit (\d+):/.exec(problem)?.[1]) - 1));
      for (const index of [...bad].sort((a, b) => b - a)) {
        const [debit] = included.splice(index, 1);
        if (debit) {
          skipped.push(debit);
          hooks.warn(`Lastschrift ${debit.id} nicht in die Datei aufgenommen: ${error.problems.join('; ')}`);
        }
      }
      if (included.length === 0) return { file: emptyFile(), included, skipped };
    }
  }
}

function emptyFile(): Pain008File {
  return { xml: '', numberOfTransactions: 0, controlSumCents: 0, paymentInformation: [] };
}

function toPain008Debit(debit: DebitForFile, window: SubmissionWindow): Pain008Debit {
  return {
    endToEndId: debit.end_to_end_id,
    amountCents: debit.amount_cents,
    mandateReference: debit.mandate_reference,
    mandateDate: debit.mandate_signed_on,
    debtorName: debit.debtor_name,
    debtorIban: debit.iban,
    debtorBic: debit.bic,
    remittanceText: debit.remittance_text,
    sequenceType: debit.sequence_type,
    dueDay: getRequestedCollectionDay(debit.due_day, window),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
