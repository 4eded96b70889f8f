/** React access to the login state. */
import { useSyncExternalStore } from 'react';
import type { Preferences } from './preferences';
import { type SessionState, sessionStore } from './session-store';

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

export function usePreferences(): [Preferences, (patch: Partial<Preferences>) => void] {
  const { preferences } = useSession();
  return [preferences, sessionStore.updatePreferences];
}
