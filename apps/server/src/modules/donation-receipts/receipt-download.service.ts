/**
 * Downloading a receipt (administration.md §2 "Lists": `GET {receipt url}download/`): the PDF as
 * issued, never rendered again. The first download is recorded with its user and time, in a
 * transaction that locks the receipt, so that of two first downloads at once only one is kept; the
 * list then reads 'Heruntergeladen am {date} von {user}'.
 */

import { RECEIPT_LIST_MESSAGES } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import type { AuthenticatedCaller } from '../../platform/request-context';
import { readReceiptFile, receiptFiles } from './receipt-files';
import { findReceiptFile, lockReceipt } from './receipt-list.repository';
import { loadHandledReceipt } from './receipt-list.service';

export type ReceiptFile = { fileName: string; content: Buffer };

export async function downloadDonationReceipt(
  context: AppContext,
  caller: AuthenticatedCaller,
  id: number,
): Promise<ReceiptFile> {
  await loadHandledReceipt(context, caller, id);
  const now = context.clock.now();
  return context.db.transaction().execute(async (trx) => {
    const receipt = await lockReceipt(trx, id);
    const file = receipt && (await findReceiptFile(trx, id));
    if (!receipt || !file) throw new DomainError('not_found', RECEIPT_LIST_MESSAGES.receiptNotFound);
    if (receipt.first_download_at === null) {
      await trx
        .updateTable('donation_receipt')
        .set({ first_download_at: now, first_download_by: caller.userId })
        .where('id', '=', id)
        .where('first_download_at', 'is', null)
        .execute();
    }
    return { fileName: file.file_name, content: await readReceiptFile(receiptFiles(context), file) };
  });
}
