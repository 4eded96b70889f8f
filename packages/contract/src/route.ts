/**
 * One route of the API: method, path (with `:param` segments), request and response schemas.
 * The server registers and validates from it, the web client is typed from it, and the
 * OpenAPI document is generated from it.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type RouteDefinition = {
  method: HttpMethod;
  /** below the API prefix, e.g. `user/obtain_token/` or `organization/:id/` */
  path: string;
  summary: string;
  /** false for the few calls that work signed out */
  auth: boolean;
  /**
   * which API the route belongs to: the platform's (`/api/v2/`, 'Token' header, the default) or the
   * church-tax area's (`/api/kirchgeld/v1/`, bearer tokens of its own)
   */
  api?: 'kirchgeld';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** the success status: 200, 201 or 204 */
  status: 200 | 201 | 204;
  response?: z.ZodType;
};

export function defineRoute<const T extends RouteDefinition>(route: T): T {
  return route;
}

export type RequestBody<R extends RouteDefinition> = R['body'] extends z.ZodType
  ? z.input<R['body']>
  : undefined;
export type RouteQuery<R extends RouteDefinition> = R['query'] extends z.ZodType
  ? z.input<R['query']>
  : undefined;
export type RouteParams<R extends RouteDefinition> = R['params'] extends z.ZodType
  ? z.input<R['params']>
  : undefined;
export type ResponseBody<R extends RouteDefinition> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : undefined;

/** Fills `:name` segments of a route path. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export const API_PREFIX = '/api/v2/';
/** The church-tax API (ARCHITECTURE.md §1): bearer tokens issued through the platform's OAuth sign-in. */
export const KIRCHGELD_API_PREFIX = '/api/kirchgeld/v1/';

/** The prefix of the API a route belongs to. */
export function apiPrefixOf(route: Pick<RouteDefinition, 'api'>): string {
  return route.api === 'kirchgeld' ? KIRCHGELD_API_PREFIX : API_PREFIX;
}
