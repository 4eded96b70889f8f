/** The root route: applies the route guard, then shows the matched layout. */
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useStaticConfiguration } from '../features/configuration/api';
import { PageLoading } from '../features/layout/components/PageLoading';
import { PublicLayout } from '../features/layout/components/PublicLayout';
import { useSession } from '../features/session';
import { Redirect } from '../lib/Redirect';
import { isSigningOut, readReturnPath } from '../lib/return-path';
import { decideRoute } from './route-guard';

// its own chunk: only visitors of the marketing variant load it
const LandingPage = lazy(() =>
  import('../features/landing/components/LandingPage').then((m) => ({ default: m.LandingPage })),
);

export function RootLayout() {
  const { token, user } = useSession();
  const matches = useMatches();
  const location = useLocation();
  const { data: configuration, isPending: isConfigurationPending } = useStaticConfiguration();
  const decision = decideRoute({
    handles: matches.map((match) => match.handle),
    isSignedIn: token !== null,
    isSuperuser: user?.is_superuser ?? false,
    isSigningOut: isSigningOut(location.state),
    hasLandingPage: configuration?.variant === 'marketing',
  });
  // A visitor at home: which variant this is decides between landing page and login, so wait for it
  // rather than show the login for a moment.
  if (decision.kind === 'login' && location.pathname === '/' && isConfigurationPending)
    return <PageLoading />;
  if (decision.kind === 'landing') {
    return (
      <PublicLayout>
        <LandingPage />
      </PublicLayout>
    );
  }
  if (decision.kind === 'login') return <Redirect to="/login" state={{ from: location }} />;
  if (decision.kind === 'home') return <Redirect to="/" />;
  // Signed in on the login (here, or in another tab): on to the page the guard remembered.
  if (decision.kind === 'return') return <Redirect to={readReturnPath(location.state)} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
