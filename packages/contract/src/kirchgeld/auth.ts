/**
 * Church-tax API: sign-in through the platform, tenants and the static configuration
 * (devices-income-kirchgeld.md §7 "Church-tax area"); every route has `api: 'kirchgeld'`.
 */
import { z } from 'zod';
import { paginated, pagingQuery } from '../common';
import { defineRoute } from '../route';
import { kgTenant } from './common';

/**
 * `auth/login/`: the browser is sent here; it answers 302 to the platform's authorize page
 * (`/#/authorize?response_type=code&client_id=kirchgeld&redirect_uri=…&code_challenge=…&code_challenge_method=S256&state=…`).
 */
export const kgStartLogin = defineRoute({
  method: 'GET',
  path: 'auth/login/',
  api: 'kirchgeld',
  summary:
    'Start the sign-in: answers 302 (Location) to the platform’s authorize page with a fresh state and PKCE challenge (S256)',
  auth: false,
  status: 200,
});

export const kgLoginReturnQuery = z.object({
  code: z.string().max(200).optional(),
  state: z.string().max(200).optional(),
  /** the platform's refusal (`access_denied`) */
  error: z.string().max(100).optional(),
});

export const kgSession = z.object({
  token: z.string(),
  /** ISO instant; the app discards the token 2 minutes before */
  expiry: z.string(),
});
export type KgSession = z.infer<typeof kgSession>;

export const kgCompleteLogin = defineRoute({
  method: 'GET',
  path: 'auth/login/return/',
  api: 'kirchgeld',
  summary:
    'Complete the sign-in with the `code` and `state` of the authorize redirect: answers a church-tax token and its expiry',
  auth: false,
  query: kgLoginReturnQuery,
  status: 200,
  response: kgSession,
});

export const kgLogout = defineRoute({
  method: 'POST',
  path: 'auth/logout/',
  api: 'kirchgeld',
  summary: 'Sign out of the church-tax app: the token in use ends at once',
  auth: true,
  status: 204,
});

export const kgMe = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export type KgMe = z.infer<typeof kgMe>;

export const kgGetMe = defineRoute({
  method: 'GET',
  path: 'auth/me/',
  api: 'kirchgeld',
  summary: 'The signed-in user of the church-tax app',
  auth: true,
  status: 200,
  response: kgMe,
});

export const kgListTenants = defineRoute({
  method: 'GET',
  path: 'tenant/',
  api: 'kirchgeld',
  summary: 'The organisations the caller may work on in the church-tax app (the app uses the first)',
  auth: true,
  query: pagingQuery,
  status: 200,
  response: paginated(kgTenant),
});

const kgEnumEntry = z.object({ value: z.string(), label: z.string() });
export type KgEnumEntry = z.infer<typeof kgEnumEntry>;

export const kgStaticConfiguration = z.object({
  enums: z.object({
    PersonType: z.array(kgEnumEntry),
    ManualEntryPaymentType: z.array(kgEnumEntry),
    RelationType: z.array(kgEnumEntry),
    LetterType: z.array(kgEnumEntry),
    Sperre: z.array(kgEnumEntry),
    DataImportState: z.array(kgEnumEntry),
    Geschlecht: z.array(kgEnumEntry),
    PaymentType: z.array(kgEnumEntry),
  }),
  version: z.object({ build_date: z.string(), build_id: z.string() }),
});
export type KgStaticConfiguration = z.infer<typeof kgStaticConfiguration>;

export const kgGetStaticConfiguration = defineRoute({
  method: 'GET',
  path: 'configuration/static/',
  api: 'kirchgeld',
  summary: 'The static enums of the church-tax area with their German labels, and the server’s build',
  auth: true,
  status: 200,
  response: kgStaticConfiguration,
});

export const kgAuthRoutes = {
  kgStartLogin,
  kgCompleteLogin,
  kgLogout,
  kgGetMe,
  kgListTenants,
  kgGetStaticConfiguration,
} as const;
