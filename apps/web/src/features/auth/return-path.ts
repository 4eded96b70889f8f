/**
 * Where to go after sign-in: the route guard puts the page the user wanted into the navigation
 * state of the redirect to the login. Only paths inside the app are followed.
 */
export type ReturnState = { from?: { pathname?: unknown; search?: unknown; hash?: unknown } };

export function readReturnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/';
  if (from.pathname.startsWith('//') || from.pathname === '/login') return '/';
  const search = typeof from.search === 'string' ? from.search : '';
  return `${from.pathname}${search}`;
}
