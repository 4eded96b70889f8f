/** Queries and calls of the reconciliation (devices-income-kirchgeld.md §7 bank calls). */
import {
  type KgBankStatement,
  kgBankStatement,
  kgBankSuggestionList,
  kgBankTransactionPage,
  kgLetterRoutes,
  kgBankRoutes as routes,
} from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, buildApiUrl, callApi } from '../../lib/api-client';
import { API_MESSAGES } from '../../lib/messages';
import { readToken } from '../app/session-store';

export type TransactionFilter = { accounts: number[]; start: string; end: string };

export const bankAccountsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['kg-bank-accounts', tenantId],
    queryFn: ({ signal }) =>
      callApi(routes.kgListBankAccounts, { params: { tenant: tenantId }, query: { limit: 1000 }, signal }),
  });

export const bankStatementsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['kg-bank-statements', tenantId],
    queryFn: ({ signal }) =>
      callApi(routes.kgListBankStatements, {
        params: { tenant: tenantId },
        query: { limit: 10, ordering: '-created_at' },
        signal,
      }),
  });

export const lettersQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['kg-bank-letters', tenantId],
    queryFn: ({ signal }) =>
      callApi(kgLetterRoutes.kgListLetters, { params: { tenant: tenantId }, query: { limit: 1000 }, signal }),
  });

/** Everything the bank part shows; invalidated together after each change. */
export const BANK_KEY = 'kg-bank';

export const transactionsQuery = (
  tenantId: number,
  filter: TransactionFilter,
  page: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: [BANK_KEY, 'transactions', tenantId, filter, page, pageSize],
    queryFn: ({ signal }) =>
      getWithRepeatedParams(
        buildApiUrl(routes.kgQueryBankTransactions, { tenant: tenantId }),
        {
          start: filter.start,
          end: filter.end,
          ordering: '-booking_date',
          limit: String(pageSize),
          offset: String(page * pageSize),
          account: filter.accounts.map(String),
        },
        kgBankTransactionPage,
        signal,
      ),
  });

export const suggestionsQuery = (tenantId: number, filter: TransactionFilter) =>
  queryOptions({
    queryKey: [BANK_KEY, 'suggestions', tenantId, filter],
    queryFn: ({ signal }) =>
      getWithRepeatedParams(
        buildApiUrl(routes.kgListBankSuggestions, { tenant: tenantId }),
        { start: filter.start, end: filter.end, account: filter.accounts.map(String) },
        kgBankSuggestionList,
        signal,
      ),
  });

/** A GET whose query repeats a parameter (`account=1&account=2`), as the spec's query call does. */
async function getWithRepeatedParams<T extends z.ZodType>(
  url: string,
  query: Record<string, string | string[]>,
  schema: T,
  signal?: AbortSignal,
): Promise<z.output<T>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== '') search.append(key, item);
  }
  const response = await send(`${url}?${search.toString()}`, { method: 'GET', signal });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(0, data, API_MESSAGES.unexpectedAnswer(url));
  return parsed.data;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  const token = readToken();
  try {
    return await fetch(url, {
      ...init,
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, API_MESSAGES.unreachable);
  }
}

/** `POST {tenant}bank_statement/` as multipart with the file. */
export async function uploadStatement(tenantId: number, file: File): Promise<KgBankStatement> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await send(buildApiUrl(routes.kgUploadBankStatement, { tenant: tenantId }), {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: form,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data);
  const parsed = kgBankStatement.safeParse(data);
  if (!parsed.success)
    throw new ApiError(0, data, API_MESSAGES.unexpectedAnswer(routes.kgUploadBankStatement.path));
  return parsed.data;
}

/** The statement (camt file) id in a transaction's `camt_file` url. */
export function statementIdOf(camtFileUrl: string): number {
  return Number(/bank_statement\/(\d+)\/?$/.exec(camtFileUrl)?.[1]);
}
