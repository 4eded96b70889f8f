/**
 * `GET {tenant}letter/{id}/render_csv/?format=csv|xlsx`: the mail-merge data of a finalised letter
 * (disabled while created, §4): one row per letter with its reference, the salutation line a German
 * letter needs, the DIN 5008 address lines and their parts, and the suggested amount. The CSV is
 * what German spreadsheet and word processors read (UTF-8 with BOM, semicolons, CRLF); every text
 * cell is formula-safe.
 */
import { centsToDecimalString, letterPurpose, letterRemittance, writeText } from '@kollekta/domain';
import { writeXlsx, type XlsxCell } from '../../../adapters/xlsx';
import type { AppContext } from '../../../platform/app-context';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { requireTenant } from '../tenancy';
import { eachRecipient, letterPdfSetting, readAddress, requireRenderable } from './letter-documents';
import { requireLetter } from './letters.service';

type Caller = Pick<AuthenticatedCaller, 'userId' | 'isSuperuser' | 'grants'>;

const ADDRESS_LINES = 6;
const HEADERS = [
  'Referenz',
  'Briefanrede',
  ...Array.from({ length: ADDRESS_LINES }, (_, index) => `Adresszeile ${index + 1}`),
  'Name',
  'Straße',
  'PLZ',
  'Ort',
  'Betrag',
  'Verwendungszweck',
] as const;

export type RenderedFile = { fileName: string; type: string; content: Buffer };

export async function renderLetterMerge(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  letterId: number,
  format: 'csv' | 'xlsx',
): Promise<RenderedFile> {
  const tenant = await requireTenant(context, caller, tenantId);
  const letter = await requireLetter(context.db, tenant.id, letterId);
  requireRenderable(letter);
  const setting = await letterPdfSetting(context.db, tenant, letter);
  const purpose = letterPurpose(setting);
  const rows: (string | null)[][] = [];
  for await (const recipient of eachRecipient(context.db, letter.id)) {
    const address = readAddress(recipient);
    const cents = recipient.suggested_amount_cents === null ? null : Number(recipient.suggested_amount_cents);
    rows.push(
      [
        recipient.reference,
        address.salutation,
        ...Array.from({ length: ADDRESS_LINES }, (_, index) => address.lines[index] ?? ''),
        address.names.join(' und '),
        address.street,
        address.postcode,
        address.town,
        cents === null ? '' : centsToDecimalString(cents).replace('.', ','),
        letterRemittance(recipient.reference, purpose),
      ].map((value) => writeText(value)),
    );
  }
  const baseName = `Serienbrief-${letter.id}-${letter.name}`
    .replace(/[^\p{L}\p{N} ._-]/gu, '_')
    .slice(0, 120);
  if (format === 'xlsx') {
    const content = await writeXlsx(
      [
        {
          name: 'Serienbrief',
          columns: HEADERS.map((header) => ({ header, width: header.startsWith('Adresszeile') ? 34 : 18 })),
          rows: rows as XlsxCell[][],
        },
      ],
      { creator: 'Kollekta', created: context.clock.now(), title: letter.name },
    );
    return {
      fileName: `${baseName}.xlsx`,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content,
    };
  }
  const csv = [HEADERS as readonly string[], ...rows.map((row) => row.map((cell) => cell ?? ''))]
    .map((row) => row.map(csvCell).join(';'))
    .join('\r\n');
  return {
    fileName: `${baseName}.csv`,
    type: 'text/csv; charset=utf-8',
    content: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
  };
}

function csvCell(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
