/**
 * The typed fetch client of the API, built from the contract's route definitions: the path,
 * method, request and response types all come from `@kollekta/contract`, so nothing here can
 * drift from the server. Every failure is thrown as an `ApiError` with the status and the body.
 */
import {
  apiPrefixOf,
  fillPath,
  type RequestBody,
  type ResponseBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
} from '@kollekta/contract';
import { claimIdempotencyKey, settleIdempotencyKey } from './idempotency-keys';
import { API_MESSAGES } from './messages';

/** status 0: the server could not be reached (network error, aborted, not JSON where JSON was due). */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, data: unknown, message?: string) {
    super(message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type ParamsOption<R extends RouteDefinition> = R['params'] extends object
  ? { params: RouteParams<R> }
  : { params?: undefined };
type BodyOption<R extends RouteDefinition> = R['body'] extends object
  ? { body: RequestBody<R> }
  : { body?: undefined };

export type CallOptions<R extends RouteDefinition> = ParamsOption<R> &
  BodyOption<R> & {
    query?: RouteQuery<R>;
    signal?: AbortSignal;
    /** overrides the signed-in token, e.g. right after sign-in before the session holds it */
    token?: string | null;
    /** the key of a create; left out, repeats of the same unanswered create share one */
    idempotencyKey?: string;
  };

/** Options may be left out when the route needs neither params nor a body. */
type CallArguments<R extends RouteDefinition> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

type TokenSource = () => string | null;
type Api = 'platform' | 'kirchgeld';
const tokenSources: Record<Api, TokenSource> = { platform: () => null, kirchgeld: () => null };

/**
 * The session registers where the token of the signed-in user is read from: the platform's, or in
 * the church-tax app the bearer token of the church-tax API.
 */
export function setTokenSource(source: TokenSource, api: Api = 'platform'): void {
  tokenSources[api] = source;
}

export function buildApiUrl(route: RouteDefinition, params?: unknown, query?: unknown): string {
  const path = fillPath(route.path, params as Record<string, string | number> | undefined);
  const search = new URLSearchParams();
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
  }
  const queryString = search.toString();
  return `${apiPrefixOf(route)}${path}${queryString ? `?${queryString}` : ''}`;
}

/** The Authorization header of a route's API for the signed-in user ('Token' or, church tax, 'Bearer'). */
export function authorizationHeaders(route: RouteDefinition): Record<string, string> {
  const isKirchgeld = route.api === 'kirchgeld';
  const token = tokenSources[isKirchgeld ? 'kirchgeld' : 'platform']();
  if (!token) return {};
  return { Authorization: isKirchgeld ? `Bearer ${token}` : `Token ${token}` };
}

export async function callApi<R extends RouteDefinition>(
  route: R,
  ...[options]: CallArguments<R>
): Promise<ResponseBody<R>> {
  const call = (options ?? {}) as CallOptions<R>;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isKirchgeld = route.api === 'kirchgeld';
  const token =
    call.token === undefined ? tokenSources[isKirchgeld ? 'kirchgeld' : 'platform']() : call.token;
  // Public routes get the token only when the caller passes it (a signed-in password change).
  if ((route.auth || call.token !== undefined) && token)
    headers.Authorization = isKirchgeld ? `Bearer ${token}` : `Token ${token}`;
  const hasBody = call.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const url = buildApiUrl(route, call.params, call.query);
  const body = hasBody ? JSON.stringify(call.body) : undefined;
  // Every create carries an Idempotency-Key, so a double click or a retry creates one object.
  const fingerprint = route.status === 201 ? `${route.method} ${url} ${body ?? ''}` : null;
  if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;
  else if (fingerprint) headers['Idempotency-Key'] = claimIdempotencyKey(fingerprint);

  let response: Response;
  try {
    response = await fetch(url, { method: route.method, headers, body, signal: call.signal });
    // answered: a lost connection keeps the key, so that the retry cannot create twice
    if (fingerprint) settleIdempotencyKey(fingerprint);
  } catch (error) {
    // Cancelled requests stay what they are, so the query library can tell them apart.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, API_MESSAGES.unreachable);
  }

  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  if (!route.response || response.status === 204) return undefined as ResponseBody<R>;

  const parsed = route.response.safeParse(data);
  if (!parsed.success) {
    // The server answered, but not in the contract's shape: show it rather than act on it.
    throw new ApiError(0, data, API_MESSAGES.unexpectedAnswer(route.path));
  }
  return parsed.data as ResponseBody<R>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The field errors of a 400 answer (`{field: [messages]}`), or an empty object. */
export function readFieldErrors(error: unknown): Record<string, string[]> {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return {};
  const result: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(error.data)) {
    if (Array.isArray(value))
      result[field] = value.filter((item): item is string => typeof item === 'string');
    else if (typeof value === 'string') result[field] = [value];
  }
  return result;
}

/** `detail` of an error answer, when the server sent one. */
export function readDetail(error: unknown): string | null {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return null;
  const detail = (error.data as { detail?: unknown }).detail;
  return typeof detail === 'string' && detail.length > 0 ? detail : null;
}

/** A short text for the error bar: the server's own words where it gave any. */
export function describeApiError(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  // status 0: no answer, or one that is not the contract's; its body is no message for users
  if (error.status === 0) return error.message;
  const detail = readDetail(error);
  if (detail) return detail;
  const messages = Object.values(readFieldErrors(error)).flat();
  if (messages.length > 0) return messages.join(' ');
  const isShortText =
    typeof error.data === 'string' && error.data.length < 200 && !error.data.trimStart().startsWith('<');
  if (isShortText && error.data) return String(error.data);
  return API_MESSAGES.status(error.status);
}
