/** React access to the church-tax session; a dying session is discarded when read (§4 Auth). */
import type { KgStoredSession } from '@kollekta/domain';
import { KG_SESSION_EXPIRY_MARGIN_MS } from '@kollekta/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { kgSessionStore } from './session-store';

export function useKgSession(): KgStoredSession | null {
  const session = useSyncExternalStore(
    kgSessionStore.subscribe,
    kgSessionStore.getSession,
    kgSessionStore.getSession,
  );
  // while a page stays open: the session ends 2 minutes before the token does
  useEffect(() => {
    if (!session) return;
    const remaining = Date.parse(session.expiry) - KG_SESSION_EXPIRY_MARGIN_MS - Date.now();
    const timer = setTimeout(
      () => kgSessionStore.getSession(),
      Math.max(0, Math.min(remaining, 2 ** 31 - 1)),
    );
    return () => clearTimeout(timer);
  }, [session]);
  return session;
}
