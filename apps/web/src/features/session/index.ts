export { meQuery, useCurrentUser } from './api';
export { DEFAULT_PREFERENCES, type LevelFilter, type Preferences } from './preferences';
export {
  createSessionStore,
  SESSION_STORAGE_KEY,
  type SessionState,
  type SessionStore,
  sessionStore,
} from './session-store';
export { preferencesQuery, usePreferences, usePreferencesSync } from './use-preferences';
export { useSession } from './use-session';
