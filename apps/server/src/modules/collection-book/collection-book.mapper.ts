/** The API shape of the collection book: amounts as decimal strings, related objects by url. */
import type { CollectionBook as CollectionBookResponse } from '@kollekta/contract';
import { type CollectionBookRow, centsToDecimalString } from '@kollekta/domain';
import type { LoadedCollectionBook } from './collection-book.service';

const url = (apiBase: string, kind: string, id: number) => `${apiBase}${kind}/${id}/`;
const amount = centsToDecimalString;

export function toCollectionBookResponse(
  loaded: LoadedCollectionBook,
  apiBase: string,
): CollectionBookResponse {
  const { organization, book } = loaded;
  return {
    organization: {
      id: organization.id,
      url: url(apiBase, 'organization', organization.id),
      name: organization.name,
    },
    year: loaded.year,
    currency: organization.currency,
    years: loaded.years,
    rows: book.rows.map((row) => toRow(row, apiBase)),
    totals: {
      cash: amount(book.totals.cashCents),
      cash_unconfirmed: amount(book.totals.unconfirmedCashCents),
      card: amount(book.totals.cardCents),
      online: amount(book.totals.onlineCents),
      total: amount(book.totals.totalCents),
      forwarded: amount(book.totals.forwardedCents),
    },
  };
}

function toRow(row: CollectionBookRow, apiBase: string): CollectionBookResponse['rows'][number] {
  return {
    collection_plan:
      row.planId === null
        ? null
        : {
            id: row.planId,
            url: url(apiBase, 'collection_plan', row.planId),
            name: row.planName ?? row.purpose,
          },
    date: row.day,
    purpose: row.purpose,
    ordering_organization: row.orderingOrganization,
    is_own: row.isOwn,
    cash: amount(row.cashCents),
    cash_unconfirmed: amount(row.unconfirmedCashCents),
    card: amount(row.cardCents),
    online: amount(row.onlineCents),
    total: amount(row.totalCents),
    forwarded: row.forwardedCents === null ? null : amount(row.forwardedCents),
    disbursement_state: row.disbursementState,
    state_label: row.stateLabel,
  };
}
