/**
 * Who the relying party of passkeys is: the origin of PUBLIC_URL, its host name as RP ID. With a
 * loopback PUBLIC_URL (development, tests) a page on `localhost` is its own relying party too, as
 * the browser may be pointed at localhost or 127.0.0.1 alike; anything else, an IP address
 * included (browsers refuse one as RP ID), gets the configured origin, and the login page says
 * where passkeys work instead of failing.
 */
import type { AppConfig } from '../../platform/config';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type RelyingParty = { rpId: string; origin: string; name: string };

export function resolveRelyingParty(
  config: Pick<AppConfig, 'publicUrl' | 'deployment'>,
  requestOrigin: string | undefined,
): RelyingParty {
  const configured = new URL(config.publicUrl);
  const origin =
    requestOrigin && isAllowedOrigin(configured, requestOrigin, config.deployment)
      ? requestOrigin
      : configured.origin;
  // Browsers refuse an IP address as RP ID: passkeys need a host name (localhost in development).
  return { rpId: new URL(origin).hostname, origin, name: 'Kollekta' };
}

function isAllowedOrigin(configured: URL, candidate: string, deployment: AppConfig['deployment']): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.origin === configured.origin) return true;
  if (!LOOPBACK_HOSTS.has(configured.hostname) || url.hostname !== 'localhost') return false;
  // development also serves the web app from Vite's own port
  return (
    url.protocol === configured.protocol && (url.port === configured.port || deployment === 'development')
  );
}
