/**
 * The collection book (Kollektenbuch, administration.md §2 "Lists", issue 16 point 4): per
 * organisation and year every collection with date, purpose, ordering organisation, cash / card /
 * online, the forwarded amount and the forwarding state; as JSON for the page, as XLSX and as a
 * printable PDF. Amounts are decimal strings with two digits; days are Europe/Berlin days.
 */
import { DISBURSEMENT_STATE_VALUES } from '@kollekta/domain';
import { z } from 'zod';
import { idParams } from './common';
import { defineRoute } from './route';

const YEAR_MESSAGE = 'Bitte ein Jahr zwischen 2000 und 2100 angeben.';
const amount = z.string().regex(/^-?\d+\.\d{2}$/);

export const collectionBookQuery = z.object({
  /** the calendar year (Europe/Berlin); this year when left out */
  year: z.coerce
    .number({ error: YEAR_MESSAGE })
    .int({ error: YEAR_MESSAGE })
    .min(2000, { error: YEAR_MESSAGE })
    .max(2100, { error: YEAR_MESSAGE })
    .optional(),
});
export type CollectionBookQuery = z.infer<typeof collectionBookQuery>;

export const collectionBookRow = z.object({
  /** null for the payments that reached no collection */
  collection_plan: z.object({ id: z.number().int(), url: z.string(), name: z.string() }).nullable(),
  /** the plan's church-year day, else the day it starts; YYYY-MM-DD */
  date: z.string().nullable(),
  purpose: z.string(),
  /** the organisation whose collection it is (the plan's owner) */
  ordering_organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_own: z.boolean(),
  /** confirmed cash */
  cash: amount,
  /** cash entered but not yet confirmed: not in `cash` nor `total` */
  cash_unconfirmed: amount,
  /** card terminal (pos) */
  card: amount,
  /** online (ecom) */
  online: amount,
  total: amount,
  /** null while nothing is forwarded: own collections, orders not yet ordered */
  forwarded: amount.nullable(),
  disbursement_state: z.enum(DISBURSEMENT_STATE_VALUES).nullable(),
  /** German: 'Eigene Kollekte', the order's state, 'Abgewählt' … */
  state_label: z.string(),
});
export type CollectionBookRow = z.infer<typeof collectionBookRow>;

export const collectionBookTotals = z.object({
  cash: amount,
  cash_unconfirmed: amount,
  card: amount,
  online: amount,
  total: amount,
  forwarded: amount,
});
export type CollectionBookTotals = z.infer<typeof collectionBookTotals>;

export const collectionBook = z.object({
  organization: z.object({ id: z.number().int(), url: z.string(), name: z.string() }),
  year: z.number().int(),
  currency: z.string(),
  /** the years worth offering: from the first payment or cash of the organisation to this year */
  years: z.array(z.number().int()),
  rows: z.array(collectionBookRow),
  totals: collectionBookTotals,
});
export type CollectionBook = z.infer<typeof collectionBook>;

export const getCollectionBook = defineRoute({
  method: 'GET',
  path: 'organization/:id/collection_book/',
  summary: 'The collection book of an organisation for a year',
  auth: true,
  params: idParams,
  query: collectionBookQuery,
  status: 200,
  response: collectionBook,
});

export const downloadCollectionBookXlsx = defineRoute({
  method: 'GET',
  path: 'organization/:id/collection_book/xlsx/',
  summary: 'The collection book of a year as an XLSX file',
  auth: true,
  params: idParams,
  query: collectionBookQuery,
  status: 200,
});

export const downloadCollectionBookPdf = defineRoute({
  method: 'GET',
  path: 'organization/:id/collection_book/pdf/',
  summary: 'The collection book of a year as a printable PDF (A4 landscape)',
  auth: true,
  params: idParams,
  query: collectionBookQuery,
  status: 200,
});
