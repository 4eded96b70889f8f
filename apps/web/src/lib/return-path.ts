/**
 * Where to go after sign-in: the route guard puts the page the user wanted into the navigation
 * state of the redirect to the login, and leads a user who has just signed in back there
 * (links in mails and bookmarks rely on it). Only paths inside the app are followed.
 */
export type ReturnState = { from?: { pathname?: unknown; search?: unknown; hash?: unknown } };

export function readReturnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/';
  if (from.pathname.startsWith('//') || from.pathname === '/login') return '/';
  const search = typeof from.search === 'string' ? from.search : '';
  return `${from.pathname}${search}`;
}

/**
 * The navigation state of a deliberate sign-out: the user goes to the login while still signed
 * in, and only then is the session ended, so that the route guard neither sends the user on nor
 * remembers the page for the next person signing in on this browser.
 */
export const SIGN_OUT_STATE = { isSigningOut: true } as const;

export function isSigningOut(state: unknown): boolean {
  return (state as { isSigningOut?: unknown } | null)?.isSigningOut === true;
}
