/**
 * Passwordless sign-in with a passkey (administration.md §7 `auth/authentication/`): the server's
 * options go to the browser, its answer back to `{url}complete/`; a cancelled ceremony is
 * reported to `{url}abandon/`. Opportunistic: the browser offers passkeys in the username field.
 */
import {
  abandonAuthentication,
  startAuthentication as authenticationStartRoute,
  completeAuthentication,
  getMe,
} from '@kollekta/contract';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { callApi } from '../../lib/api-client';

// The routes by name, not the contract's `routes` object: that object holds every route of the API
// and would put the whole contract (~21 kB gzip) on the login page (issue 12 "Speed").
const routes = {
  abandonAuthentication,
  completeAuthentication,
  getMe,
  startAuthentication: authenticationStartRoute,
};

/** The random key at the end of a ceremony's url (`…/auth/authentication/{key}/`). */
export function ceremonyKey(url: string): string {
  return url.split('/').filter(Boolean).at(-1) ?? '';
}

export function isPasskeySignInSupported(): boolean {
  return browserSupportsWebAuthn();
}

export function isPasskeyAutofillSupported(): Promise<boolean> {
  return browserSupportsWebAuthnAutofill();
}

export function cancelPasskeySignIn(): void {
  WebAuthnAbortService.cancelCeremony();
}

/**
 * Passkeys belong to the server's relying party, the host of its PUBLIC_URL. Opened under
 * another address (127.0.0.1, a LAN address), the browser refuses every ceremony.
 */
export class PasskeyHostMismatchError extends Error {
  readonly relyingParty: string;

  constructor(relyingParty: string) {
    super(`passkeys belong to ${relyingParty}`);
    this.name = 'PasskeyHostMismatchError';
    this.relyingParty = relyingParty;
  }
}

/** Whether a page on this host may use passkeys of the relying party (its own domain or below). */
export function isRelyingPartyHost(relyingParty: string, hostname: string): boolean {
  const host = hostname.toLowerCase();
  const party = relyingParty.toLowerCase();
  return host === party || host.endsWith(`.${party}`);
}

export async function signInWithPasskey(opportunistic: boolean) {
  const { url, options } = await callApi(routes.startAuthentication, {
    query: { opportunistic: opportunistic ? 'true' : undefined },
  });
  const key = ceremonyKey(url);
  const relyingParty = typeof options.rpId === 'string' ? options.rpId : null;
  if (relyingParty && !isRelyingPartyHost(relyingParty, globalThis.location.hostname)) {
    await callApi(routes.abandonAuthentication, { params: { key } }).catch(() => undefined);
    throw new PasskeyHostMismatchError(relyingParty);
  }
  let credential: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    credential = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: opportunistic,
    });
  } catch (error) {
    await callApi(routes.abandonAuthentication, { params: { key } }).catch(() => undefined);
    throw error;
  }
  const { auth_token } = await callApi(routes.completeAuthentication, {
    params: { key },
    body: { credential: credential as unknown as Record<string, unknown> },
  });
  const user = await callApi(routes.getMe, { token: auth_token });
  return { token: auth_token, user };
}

/** The user closed the browser's dialog or another ceremony replaced this one: nothing to say. */
export function isCancelledCeremony(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
