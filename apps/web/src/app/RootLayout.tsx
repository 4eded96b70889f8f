/** The root route: applies the route guard, then shows the matched layout. */
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoading } from '../features/layout/components/PageLoading';
import { useSession } from '../features/session';
import { isSigningOut, readReturnPath } from '../lib/return-path';
import { decideRoute } from './route-guard';

export function RootLayout() {
  const { token, user } = useSession();
  const matches = useMatches();
  const location = useLocation();
  const decision = decideRoute({
    handles: matches.map((match) => match.handle),
    isSignedIn: token !== null,
    isSuperuser: user?.is_superuser ?? false,
    isSigningOut: isSigningOut(location.state),
  });
  if (decision.kind === 'login') return <Navigate to="/login" replace state={{ from: location }} />;
  if (decision.kind === 'home') return <Navigate to="/" replace />;
  // Signed in on the login (here, or in another tab): on to the page the guard remembered.
  if (decision.kind === 'return') return <Navigate to={readReturnPath(location.state)} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
