/**
 * Passkeys: registration on the profile and passwordless sign-in on the login card, with
 * @simplewebauthn/server. Each ceremony is stored with its challenge, RP ID and origin and can be
 * completed once, within minutes; its key is random so nobody else can complete or abandon it.
 */
import type { PasskeyCredential } from '@kollekta/contract';
import { usernameKey } from '@kollekta/domain';
import type * as SimpleWebAuthn from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { lazyPackage } from '../../platform/lazy-package';
import type { AuthenticatedCaller, CallerInfo } from '../../platform/request-context';
import { appendAudit } from '../audit';
import { findUserById, recordLastLogin } from '../users';
import { insertLoginAttempt } from './auth.repository';
import { confirmCurrentPassword, startSession } from './auth.service';
import {
  type CredentialRow,
  deleteCredentialOfUser,
  endCeremony,
  findCredentialByCredentialId,
  findCredentialsOfUser,
  insertCeremony,
  insertCredential,
  recordCredentialUse,
  renameCredential,
} from './passkeys.repository';
import { resolveRelyingParty } from './relying-party';
import { generateSecretToken, hashSecretToken } from './secret-tokens';

const webAuthn = lazyPackage<typeof SimpleWebAuthn>('@simplewebauthn/server');

const REGISTRATION_LIFETIME_MS = 5 * 60 * 1000;
/** An opportunistic sign-in waits in the browser's autofill while the login card is open. */
const OPPORTUNISTIC_LIFETIME_MS = 30 * 60 * 1000;
const AUTHENTICATION_LIFETIME_MS = 5 * 60 * 1000;

export const PASSKEY_MESSAGES = {
  ceremonyExpired: 'Der Vorgang ist abgelaufen. Bitte versuchen Sie es erneut.',
  registrationFailed: 'Der Passkey konnte nicht gespeichert werden.',
  signInFailed: 'Die Anmeldung mit dem Passkey ist fehlgeschlagen.',
  unknownCredential: 'Dieser Passkey ist hier nicht bekannt. Bitte melden Sie sich mit Ihrem Passwort an.',
  defaultName: 'Passkey',
} as const;

export function toCredentialResponse(row: CredentialRow, apiBase: string): PasskeyCredential {
  return {
    url: `${apiBase}auth/credential/${row.id}/`,
    id: row.id,
    name: row.name,
    created_at: new Date(row.created_at).toISOString(),
    last_seen: row.last_seen ? new Date(row.last_seen).toISOString() : null,
    data: { credential_device_type: row.device_type === 'multi_device' ? 'multi_device' : 'single_device' },
  };
}

export async function listCredentials(context: AppContext, caller: AuthenticatedCaller, apiBase: string) {
  const rows = await findCredentialsOfUser(context.db, caller.userId);
  return rows.map((row) => toCredentialResponse(row, apiBase));
}

export async function renamePasskey(
  context: AppContext,
  caller: AuthenticatedCaller,
  id: number,
  name: string,
  apiBase: string,
) {
  const row = await renameCredential(context.db, caller.userId, id, name.trim());
  if (!row) throw new DomainError('not_found');
  return toCredentialResponse(row, apiBase);
}

export async function deletePasskey(
  context: AppContext,
  caller: AuthenticatedCaller,
  id: number,
  currentPassword: string | undefined,
  info: CallerInfo,
) {
  const own = await findCredentialsOfUser(context.db, caller.userId);
  if (!own.some((credential) => credential.id === id)) throw new DomainError('not_found');
  await confirmCurrentPassword(context, caller, currentPassword, info);
  if (!(await deleteCredentialOfUser(context.db, caller.userId, id))) throw new DomainError('not_found');
  await appendAudit(context.db, {
    actorUserId: caller.userId,
    impersonatorUserId: caller.impersonatorId,
    action: 'user.passkey_removed',
    objectType: 'user',
    objectId: caller.userId,
    data: { credential: id },
  });
}

export async function startPasskeyRegistration(
  context: AppContext,
  caller: AuthenticatedCaller,
  requestOrigin: string | undefined,
  apiBase: string,
  currentPassword: string | undefined,
  info: CallerInfo,
) {
  // The ceremony is bound to this user; confirming here guards its completion too.
  await confirmCurrentPassword(context, caller, currentPassword, info);
  const user = await findUserById(context.db, caller.userId);
  if (!user) throw new DomainError('unauthenticated');
  const party = resolveRelyingParty(context.config, requestOrigin);
  const existing = await findCredentialsOfUser(context.db, user.id);
  const options = await webAuthn().generateRegistrationOptions({
    rpName: party.name,
    rpID: party.rpId,
    userName: user.username,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(`kollekta-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((credential) => ({
      id: credential.credential_id,
      transports: splitTransports(credential.transports),
    })),
    // Discoverable, so that the sign-in needs no username.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const key = await storeCeremony(
    context,
    'registration',
    user.id,
    options.challenge,
    party,
    REGISTRATION_LIFETIME_MS,
  );
  return { url: `${apiBase}auth/registration/${key}/`, options: { ...options } };
}

export async function completePasskeyRegistration(
  context: AppContext,
  caller: AuthenticatedCaller,
  key: string,
  input: { credential: Record<string, unknown>; name?: string | undefined },
  apiBase: string,
) {
  const now = context.clock.now();
  const ceremony = await endCeremony(context.db, hashSecretToken(key), 'registration', now, caller.userId);
  if (!ceremony) throw failure(PASSKEY_MESSAGES.ceremonyExpired);
  const verification = await webAuthn()
    .verifyRegistrationResponse({
      response: input.credential as unknown as RegistrationResponseJSON,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: ceremony.origin,
      expectedRPID: ceremony.rp_id,
      requireUserVerification: false,
    })
    .catch(() => null);
  if (!verification?.verified) throw failure(PASSKEY_MESSAGES.registrationFailed);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  if (await findCredentialByCredentialId(context.db, credential.id))
    throw failure(PASSKEY_MESSAGES.registrationFailed);
  const count = (await findCredentialsOfUser(context.db, caller.userId)).length;
  const row = await insertCredential(context.db, {
    user_id: caller.userId,
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? []).join(','),
    device_type: credentialDeviceType === 'multiDevice' ? 'multi_device' : 'single_device',
    backed_up: credentialBackedUp,
    name: input.name?.trim() || `${PASSKEY_MESSAGES.defaultName} ${count + 1}`,
    created_at: now,
  });
  await appendAudit(context.db, {
    actorUserId: caller.userId,
    impersonatorUserId: caller.impersonatorId,
    action: 'user.passkey_added',
    objectType: 'user',
    objectId: caller.userId,
    data: { credential: row.id, device_type: row.device_type },
  });
  return toCredentialResponse(row, apiBase);
}

export async function startPasskeyAuthentication(
  context: AppContext,
  requestOrigin: string | undefined,
  opportunistic: boolean,
  apiBase: string,
) {
  const party = resolveRelyingParty(context.config, requestOrigin);
  const options = await webAuthn().generateAuthenticationOptions({
    rpID: party.rpId,
    userVerification: 'preferred',
    timeout: opportunistic ? OPPORTUNISTIC_LIFETIME_MS : 60_000,
  });
  const lifetime = opportunistic ? OPPORTUNISTIC_LIFETIME_MS : AUTHENTICATION_LIFETIME_MS;
  const key = await storeCeremony(context, 'authentication', null, options.challenge, party, lifetime);
  return { url: `${apiBase}auth/authentication/${key}/`, options: { ...options } };
}

export async function completePasskeyAuthentication(
  context: AppContext,
  key: string,
  input: { credential: Record<string, unknown> },
  info: CallerInfo,
): Promise<{ auth_token: string }> {
  const now = context.clock.now();
  const ceremony = await endCeremony(context.db, hashSecretToken(key), 'authentication', now);
  if (!ceremony) throw failure(PASSKEY_MESSAGES.ceremonyExpired);
  const response = input.credential as unknown as AuthenticationResponseJSON;
  const stored =
    typeof response.id === 'string' ? await findCredentialByCredentialId(context.db, response.id) : undefined;
  if (!stored) throw failure(PASSKEY_MESSAGES.unknownCredential);
  const user = await findUserById(context.db, stored.user_id);
  if (!user?.is_active) throw failure(PASSKEY_MESSAGES.signInFailed);
  const verification = await webAuthn()
    .verifyAuthenticationResponse({
      response,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: ceremony.origin,
      expectedRPID: ceremony.rp_id,
      credential: {
        id: stored.credential_id,
        publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
        counter: Number(stored.counter),
        transports: splitTransports(stored.transports),
      },
      requireUserVerification: false,
    })
    .catch(() => null);
  if (!verification?.verified) throw failure(PASSKEY_MESSAGES.signInFailed);
  await recordCredentialUse(context.db, stored.id, verification.authenticationInfo.newCounter, now);
  await insertLoginAttempt(context.db, {
    username: usernameKey(user.username),
    ipAddress: info.ipAddress,
    succeeded: true,
    at: now,
  });
  await recordLastLogin(context.db, user.id, now);
  return { auth_token: await startSession(context, user.id, info.userAgent) };
}

export async function abandonPasskeyAuthentication(context: AppContext, key: string) {
  await endCeremony(context.db, hashSecretToken(key), 'authentication', context.clock.now());
}

async function storeCeremony(
  context: AppContext,
  kind: 'registration' | 'authentication',
  userId: number | null,
  challenge: string,
  party: { rpId: string; origin: string },
  lifetimeMs: number,
): Promise<string> {
  const now = context.clock.now();
  const key = generateSecretToken();
  await insertCeremony(context.db, {
    key_hash: hashSecretToken(key),
    kind,
    user_id: userId,
    challenge,
    rp_id: party.rpId,
    origin: party.origin,
    created_at: now,
    expires_at: new Date(now.getTime() + lifetimeMs),
  });
  return key;
}

function splitTransports(transports: string): AuthenticatorTransport[] {
  return transports.split(',').filter(Boolean) as AuthenticatorTransport[];
}

function failure(message: string) {
  return new DomainError('validation', message, { fieldErrors: { non_field_errors: [message] } });
}
