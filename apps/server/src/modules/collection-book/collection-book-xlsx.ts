/**
 * The collection book as a spreadsheet (`GET organization/{id}/collection_book/xlsx/`): one row per
 * collection and a totals row, for the accountant. Plan and organisation names were typed by users:
 * text that starts like a formula is guarded (writeText), so that no spreadsheet program runs it.
 * Days are date cells, amounts numbers in a money format.
 */
import {
  type CollectionBookRow,
  type CollectionBookTotals,
  collectionBookFileName,
  COLLECTION_BOOK_LABELS as LABEL,
  writeText,
} from '@kollekta/domain';
import { writeXlsx, type XlsxCell } from '../../adapters/xlsx';
import type { LoadedCollectionBook } from './collection-book.service';

/** The order of the columns, shared by the header, the rows and the totals. */
export const COLLECTION_BOOK_XLSX_COLUMNS = [
  { header: LABEL.date, width: 12, format: 'date' },
  { header: LABEL.purpose, width: 40 },
  { header: LABEL.orderedBy, width: 32 },
  { header: LABEL.cash, width: 13, format: 'euro' },
  { header: LABEL.card, width: 13, format: 'euro' },
  { header: LABEL.online, width: 13, format: 'euro' },
  { header: LABEL.total, width: 14, format: 'euro' },
  { header: LABEL.forwarded, width: 15, format: 'euro' },
  { header: LABEL.state, width: 26 },
  { header: LABEL.unconfirmedCash, width: 16, format: 'euro' },
] as const;

const euros = (cents: number) => cents / 100;

/** A day YYYY-MM-DD as a date cell: midnight in the cell's UTC fields (spreadsheets know no time zones). */
function toDayCell(day: string | null): Date | null {
  if (day === null) return null;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

function toSheetRow(row: CollectionBookRow): XlsxCell[] {
  return [
    toDayCell(row.day),
    writeText(row.purpose),
    writeText(row.orderingOrganization?.name),
    euros(row.cashCents),
    euros(row.cardCents),
    euros(row.onlineCents),
    euros(row.totalCents),
    row.forwardedCents === null ? null : euros(row.forwardedCents),
    writeText(row.stateLabel),
    euros(row.unconfirmedCashCents),
  ];
}

function toTotalsRow(totals: CollectionBookTotals): XlsxCell[] {
  return [
    null,
    LABEL.totals,
    null,
    euros(totals.cashCents),
    euros(totals.cardCents),
    euros(totals.onlineCents),
    euros(totals.totalCents),
    euros(totals.forwardedCents),
    null,
    euros(totals.unconfirmedCashCents),
  ];
}

export async function writeCollectionBookXlsx(
  loaded: LoadedCollectionBook,
  now: Date,
): Promise<{ fileName: string; content: Buffer }> {
  const { book, year, organization } = loaded;
  const content = await writeXlsx(
    [
      {
        name: `${LABEL.title} ${year}`,
        columns: COLLECTION_BOOK_XLSX_COLUMNS,
        rows: [...book.rows.map(toSheetRow), toTotalsRow(book.totals)],
      },
    ],
    { creator: 'Kollekta', created: now, title: LABEL.heading(year, organization.name) },
  );
  return { fileName: collectionBookFileName(year, organization.name, 'xlsx'), content };
}
