/**
 * The Excel export of the list 'Zuwendungsbestätigungen' (`GET pdata/donation_receipt/xlsx/`): the
 * receipt requests of an organisation and those below it, newest first. Donors typed their names
 * and addresses themselves: text that starts like a formula is guarded (writeText), so that no
 * spreadsheet program ever runs it. Days are date cells, amounts numbers in a euro format.
 */
import {
  type Actor,
  describeReceiptStatus,
  RECEIPT_LIST_MESSAGES,
  toFloatingDateTime,
  writeText,
} from '@kollekta/domain';
import { writeXlsx, type XlsxCell } from '../../adapters/xlsx';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { countReceiptRequests, findReceiptRequests, type ReceiptRequestRow } from './receipt-list.repository';
import { loadReceiptOrganization, toRequestFilter } from './receipt-list.service';

/** The file holds the whole list up to here; beyond, it would be no list anyone reads. */
export const MAX_EXPORTED_RECEIPT_REQUESTS = 100_000;

export const RECEIPT_EXPORT_COLUMNS = {
  createdAt: 'Angefordert am',
  firstName: 'Vorname',
  lastName: 'Nachname',
  street: 'Straße',
  postalCode: 'PLZ',
  city: 'Ort',
  purpose: 'Verwendungszweck',
  amount: 'Betrag',
  currency: 'Währung',
  number: 'Nummer der Zuwendungsbestätigung',
  issuedAt: 'Ausgestellt am',
  replaces: 'Ersetzt Nummer',
  status: 'Status',
  organization: 'Organisation',
} as const;

const SHEET_NAME = 'Zuwendungsbestätigungen';

const berlinDayStamp = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export async function exportDonationReceipts(
  context: AppContext,
  actor: Actor,
  organizationId: number,
): Promise<{ fileName: string; content: Buffer }> {
  const organization = await loadReceiptOrganization(context, actor, organizationId);
  const filter = toRequestFilter(organization, {});
  if ((await countReceiptRequests(context.db, filter)) > MAX_EXPORTED_RECEIPT_REQUESTS)
    throw new DomainError('validation', RECEIPT_LIST_MESSAGES.tooManyRows);
  const rows = await findReceiptRequests(context.db, filter, {
    limit: MAX_EXPORTED_RECEIPT_REQUESTS,
    offset: 0,
  });
  const now = context.clock.now();
  const content = await writeXlsx(
    [
      {
        name: SHEET_NAME,
        columns: [
          { header: RECEIPT_EXPORT_COLUMNS.createdAt, width: 18, format: 'datetime' },
          { header: RECEIPT_EXPORT_COLUMNS.firstName, width: 18 },
          { header: RECEIPT_EXPORT_COLUMNS.lastName, width: 20 },
          { header: RECEIPT_EXPORT_COLUMNS.street, width: 26 },
          { header: RECEIPT_EXPORT_COLUMNS.postalCode, width: 8 },
          { header: RECEIPT_EXPORT_COLUMNS.city, width: 18 },
          { header: RECEIPT_EXPORT_COLUMNS.purpose, width: 30 },
          { header: RECEIPT_EXPORT_COLUMNS.amount, width: 12, format: 'euro' },
          { header: RECEIPT_EXPORT_COLUMNS.currency, width: 9 },
          { header: RECEIPT_EXPORT_COLUMNS.number, width: 18 },
          { header: RECEIPT_EXPORT_COLUMNS.issuedAt, width: 14, format: 'date' },
          { header: RECEIPT_EXPORT_COLUMNS.replaces, width: 16 },
          { header: RECEIPT_EXPORT_COLUMNS.status, width: 40, format: 'wrap' },
          { header: RECEIPT_EXPORT_COLUMNS.organization, width: 32 },
        ],
        rows: rows.map(toSheetRow),
      },
    ],
    { creator: 'Kollekta', created: now, title: SHEET_NAME },
  );
  return { fileName: `${berlinDayStamp.format(now)}_Zuwendungsbestätigungen.xlsx`, content };
}

/** The Berlin midnight of an instant's day, as a floating date cell. */
function toFloatingDay(instant: Date): Date {
  const floating = toFloatingDateTime(instant);
  return new Date(Date.UTC(floating.getUTCFullYear(), floating.getUTCMonth(), floating.getUTCDate()));
}

function toSheetRow(row: ReceiptRequestRow): XlsxCell[] {
  const receipt = row.receipt;
  return [
    // the Berlin wall clock in the cell's UTC fields (spreadsheets know no time zones)
    toFloatingDateTime(row.created_at),
    writeText(row.person.first_name),
    writeText(row.person.last_name),
    writeText(row.person.street),
    writeText(row.person.postal_code),
    writeText(row.person.city),
    writeText(row.purpose_name),
    row.amount_cents / 100,
    row.currency,
    receipt ? writeText(receipt.number) : null,
    receipt ? toFloatingDay(receipt.created_at) : null,
    receipt ? writeText(receipt.replaces_number) : null,
    describeReceiptStatus({
      state: row.state,
      firstDownload:
        receipt?.first_download_at != null
          ? { at: receipt.first_download_at, user: receipt.first_download_user ?? '' }
          : null,
    }),
    writeText(row.organization_name),
  ];
}
