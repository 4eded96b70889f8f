/**
 * Use cases of information requests (administration.md §2 "Lists", §7): the donors of an
 * organisation and those below it who asked for more information, as a page and as an XLSX file,
 * and the online gifts that came with a wish. Only for the organisation's administrators and above.
 */
import type { PaymentDetail, SubscriberEntry, SubscriberPage } from '@kollekta/contract';
import {
  type Actor,
  COLLECTION_TYPE_LABELS,
  INFORMATION_REQUEST_MESSAGES,
  SUBSCRIBER_COLUMNS,
  toFloatingDateTime,
  writeText,
} from '@kollekta/domain';
import { writeXlsx, type XlsxCell } from '../../adapters/xlsx';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { loadDonorListOrganization, pageLinks, readPage } from '../recurring-payments';
import { toPaymentDetail, toSubscriberEntry } from './information-request.mapper';
import {
  countPaymentDetails,
  countSubscribers,
  findPaymentDetails,
  findSubscribers,
} from './information-requests.repository';

/** The file holds the whole list up to here; beyond, it would be no list anyone reads. */
export const MAX_EXPORTED_SUBSCRIBERS = 100_000;

const loadOrganization = (context: AppContext, actor: Actor, id: number) =>
  loadDonorListOrganization(context, actor, id, INFORMATION_REQUEST_MESSAGES.noPermission);

export async function listSubscribers(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  query: { limit?: number | undefined; offset?: number | undefined },
  apiBase: string,
): Promise<SubscriberPage> {
  const organization = await loadOrganization(context, actor, organizationId);
  const page = readPage(query);
  const [count, rows] = await Promise.all([
    countSubscribers(context.db, organization.path),
    findSubscribers(context.db, organization.path, page),
  ]);
  return {
    count,
    ...pageLinks(`${apiBase}organization/${organization.id}/subscriber_details/`, {}, page, count),
    results: rows.map(toSubscriberEntry),
  };
}

export async function listPaymentDetails(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  query: { limit?: number | undefined; offset?: number | undefined },
  apiBase: string,
): Promise<{ count: number; next: string | null; previous: string | null; results: PaymentDetail[] }> {
  const organization = await loadOrganization(context, actor, organizationId);
  const page = readPage(query);
  const [count, rows] = await Promise.all([
    countPaymentDetails(context.db, organization.path),
    findPaymentDetails(context.db, organization.path, page),
  ]);
  return {
    count,
    ...pageLinks(`${apiBase}organization/${organization.id}/payment_details/`, {}, page, count),
    results: rows.map(toPaymentDetail),
  };
}

export type SubscriberFile = { fileName: string; content: Buffer };

const berlinDayStamp = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The list as a spreadsheet. Donors typed names and addresses themselves: text that starts like a
 * formula is guarded (writeText), so that no spreadsheet program ever runs it.
 */
export async function exportSubscribers(
  context: AppContext,
  actor: Actor,
  organizationId: number,
): Promise<SubscriberFile> {
  const organization = await loadOrganization(context, actor, organizationId);
  const count = await countSubscribers(context.db, organization.path);
  if (count > MAX_EXPORTED_SUBSCRIBERS) {
    throw new DomainError(
      'validation',
      `Mehr als ${MAX_EXPORTED_SUBSCRIBERS.toLocaleString('de-DE')} Einträge.`,
    );
  }
  const rows = (
    await findSubscribers(context.db, organization.path, { limit: MAX_EXPORTED_SUBSCRIBERS, offset: 0 })
  ).map(toSubscriberEntry);
  const now = context.clock.now();
  const content = await writeXlsx(
    [
      {
        name: 'Informationsanforderungen',
        columns: [
          { header: SUBSCRIBER_COLUMNS.createdAt, width: 18, format: 'datetime' },
          { header: SUBSCRIBER_COLUMNS.email, width: 34 },
          { header: SUBSCRIBER_COLUMNS.name, width: 26 },
          { header: SUBSCRIBER_COLUMNS.collection, width: 34 },
          { header: SUBSCRIBER_COLUMNS.collectionType, width: 14 },
          { header: SUBSCRIBER_COLUMNS.amount, width: 12 },
          { header: SUBSCRIBER_COLUMNS.organization, width: 34 },
        ],
        rows: rows.map(toSheetRow),
      },
    ],
    { creator: 'Kollekta', created: now, title: 'Informationsanforderungen' },
  );
  return { fileName: `${berlinDayStamp.format(now)}_Informationsanforderungen.xlsx`, content };
}

function toSheetRow(entry: SubscriberEntry): XlsxCell[] {
  return [
    // the Berlin wall clock in the cell's UTC fields (spreadsheets know no time zones)
    toFloatingDateTime(new Date(entry.created_at)),
    writeText(entry.email),
    writeText(entry.name),
    writeText(entry.collection_name),
    entry.collection_type === null
      ? null
      : (COLLECTION_TYPE_LABELS[entry.collection_type] ?? entry.collection_type),
    entry.amount === null ? null : Number(entry.amount),
    writeText(entry.organization_name),
  ];
}
