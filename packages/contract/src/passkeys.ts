/**
 * Passkeys (WebAuthn) for passwordless sign-in (administration.md §3 "Passkey credential", §7):
 * credentials of the signed-in user, registration and authentication ceremonies. A ceremony is
 * started with a POST that answers the browser's options and the ceremony's `url`; the browser's
 * answer goes to `{url}complete/`, a cancelled sign-in to `{url}abandon/`.
 */
import { z } from 'zod';
import { idParams } from './common';
import { defineRoute } from './route';

export const CREDENTIAL_DEVICE_TYPES = ['single_device', 'multi_device'] as const;

export const passkeyCredential = z.object({
  url: z.string(),
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_seen: z.string().nullable(),
  data: z.object({ credential_device_type: z.enum(CREDENTIAL_DEVICE_TYPES) }),
});
export type PasskeyCredential = z.infer<typeof passkeyCredential>;

/** The ceremony's key: random, so nobody completes or abandons another person's ceremony. */
const ceremonyParams = z.object({ key: z.string().regex(/^[\w-]{20,100}$/) });

/** WebAuthn JSON of @simplewebauthn (PublicKeyCredential…OptionsJSON, …ResponseJSON), checked by the server library. */
const webauthnJson = z.record(z.string(), z.unknown());

export const ceremonyStart = z.object({ url: z.string(), options: webauthnJson });
export type CeremonyStart = z.infer<typeof ceremonyStart>;

export const listCredentials = defineRoute({
  method: 'GET',
  path: 'auth/credential/',
  summary: 'The passkeys of the signed-in user',
  auth: true,
  status: 200,
  response: z.array(passkeyCredential),
});

export const updateCredential = defineRoute({
  method: 'PATCH',
  path: 'auth/credential/:id/',
  summary: 'Rename a passkey',
  auth: true,
  params: idParams,
  body: z.object({ name: z.string().trim().min(1).max(100) }),
  status: 200,
  response: passkeyCredential,
});

/** A stolen token alone must not add or remove a way to sign in (optional here, so the service answers in German). */
const currentPasswordBody = z.object({ current_password: z.string().max(1000).optional() });

export const deleteCredential = defineRoute({
  method: 'DELETE',
  path: 'auth/credential/:id/',
  summary: 'Remove a passkey; needs the current password',
  auth: true,
  params: idParams,
  body: currentPasswordBody,
  status: 204,
});

export const startRegistration = defineRoute({
  method: 'POST',
  path: 'auth/registration/',
  summary: 'Start registering a passkey for the signed-in user; needs the current password',
  auth: true,
  body: currentPasswordBody,
  status: 200,
  response: ceremonyStart,
});

export const completeRegistration = defineRoute({
  method: 'POST',
  path: 'auth/registration/:key/complete/',
  summary: 'Store the passkey the browser created',
  auth: true,
  params: ceremonyParams,
  body: z.object({ credential: webauthnJson, name: z.string().trim().max(100).optional() }),
  status: 201,
  response: passkeyCredential,
});

export const startAuthentication = defineRoute({
  method: 'POST',
  path: 'auth/authentication/',
  summary: 'Start a passwordless sign-in; opportunistic=true for the browser’s autofill of passkeys',
  auth: false,
  query: z.object({ opportunistic: z.enum(['true', 'false']).optional() }),
  status: 200,
  response: ceremonyStart,
});

export const completeAuthentication = defineRoute({
  method: 'POST',
  path: 'auth/authentication/:key/complete/',
  summary: 'Check the passkey’s signature; answers a token like user/obtain_token/',
  auth: false,
  params: ceremonyParams,
  body: z.object({ credential: webauthnJson }),
  status: 200,
  response: z.object({ auth_token: z.string() }),
});

export const abandonAuthentication = defineRoute({
  method: 'POST',
  path: 'auth/authentication/:key/abandon/',
  summary: 'Forget a sign-in ceremony the user cancelled',
  auth: false,
  params: ceremonyParams,
  status: 204,
});
