/**
 * The route guard of administration.md §2: routes that need authentication go to the login when
 * no token exists; routes whose first matched name starts with `admin` go home unless the user
 * is a superuser; a signed-in user has no business on the login page and goes on to the page
 * that sent them there (`return`). In the variant with a marketing landing page, a visitor who is
 * not signed in sees that page at home instead of the login (`landing`). Unmatched routes are sent home by the router's catch-all route.
 */
import { HOME_ROUTE_NAME, readRouteHandle } from '../lib/route-handle';

export type GuardInput = {
  handles: readonly unknown[];
  isSignedIn: boolean;
  isSuperuser: boolean;
  /** on the way to the login after choosing to sign out, before the session has ended */
  isSigningOut?: boolean;
  /** the product variant shows a marketing landing page at home to visitors (administration.md §2) */
  hasLandingPage?: boolean;
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'home' }
  | { kind: 'return' }
  | { kind: 'landing' };

export function decideRoute({
  handles,
  isSignedIn,
  isSuperuser,
  isSigningOut,
  hasLandingPage,
}: GuardInput): GuardDecision {
  const routeHandles = handles.map(readRouteHandle);
  const firstName = routeHandles.find((handle) => handle.name !== undefined)?.name;
  if (!isSignedIn && hasLandingPage && firstName === HOME_ROUTE_NAME) return { kind: 'landing' };
  if (!isSignedIn && routeHandles.some((handle) => handle.requiresAuth)) return { kind: 'login' };
  if (firstName?.startsWith('admin') && !isSuperuser) return { kind: 'home' };
  if (firstName === 'login' && isSignedIn && !isSigningOut) return { kind: 'return' };
  return { kind: 'allow' };
}
