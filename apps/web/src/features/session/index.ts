export { meQuery, useCurrentUser } from './api';
export { DEFAULT_PREFERENCES, type LevelFilter, type Preferences } from './preferences';
export {
  createSessionStore,
  SESSION_STORAGE_KEY,
  type SessionState,
  type SessionStore,
  sessionStore,
} from './session-store';
export { usePreferences, useSession } from './use-session';
