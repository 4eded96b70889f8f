/**
 * The frame of every signed-in page: app bar, drawer, message bars, the page, the footer.
 * Loads the user, the user's preferences and the organisations once for everything inside.
 */
import type { User } from '@kollekta/contract';
import Box from '@mui/material/Box';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { SIGN_OUT_STATE } from '../../../lib/return-path';
import { useStaticConfiguration } from '../../configuration';
import { MessageBars } from '../../message-bars';
import { hasMultipleOrganizations, useCurrentOrganization, useOrganizations } from '../../organizations';
import { InsecurePasswordDialog } from '../../profile';
import { meQuery, sessionStore, useCurrentUser, usePreferencesSync, useSession } from '../../session';
import { signOut } from '../api';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { MainDrawer } from './MainDrawer';
import { PageLoading } from './PageLoading';

export function MainLayout() {
  const user = useCurrentUser();
  usePreferencesSync();
  const organization = useCurrentOrganization();
  const { data: organizations = [] } = useOrganizations();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isImpersonating = useSession().impersonatorToken !== null;

  // the superuser's own user, loaded before an impersonation ends (see onSettled)
  const ownUser = useRef<User | null>(null);
  const logout = useMutation({
    mutationFn: async () => {
      const ownToken = sessionStore.getState().impersonatorToken;
      ownUser.current =
        ownToken === null ? null : await queryClient.fetchQuery(meQuery(ownToken)).catch(() => null);
      return signOut();
    },
    // Signing out works even when the server cannot be told: the token is forgotten here.
    meta: { handledStatuses: 'all' },
    onSettled: async () => {
      setIsDrawerOpen(false);
      // Ending an impersonation restores the superuser's own token and goes to admin.users
      // (administration.md §4). The guard lets only a known superuser in there: without the own
      // user, loaded before the impersonated token ended, 'Zurückwechseln' led to the start page
      // (issue 12). The switch happens at once: a call with the ended token would sign out.
      if (sessionStore.stopImpersonation()) {
        if (ownUser.current) sessionStore.setUser(ownUser.current);
        navigate('/admin/users', { replace: true });
        return;
      }
      // A plain login: on the login first (rendered at once, not as a transition that the
      // sign-out would overtake), then signed out, so that the route guard does not remember
      // this page for the next user (it would lead them back to it after signing in).
      await navigate('/login', { replace: true, state: SIGN_OUT_STATE, flushSync: true });
      sessionStore.signOut();
      // signed out: a sign-in (here or in another tab) now leads home
      navigate('/login', { replace: true });
    },
  });

  const { data: configuration } = useStaticConfiguration();
  // 'Adminansicht': collection and marketing variants, for superusers or users of several organisations
  const showAdminView =
    configuration?.variant !== 'kirchgeld' &&
    (Boolean(user?.is_superuser) || hasMultipleOrganizations(organizations));
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader
        organization={organization}
        userName={user ? user.name || user.username : null}
        onOpenDrawer={() => setIsDrawerOpen(true)}
      />
      <MainDrawer
        open={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
        user={user}
        organization={organization}
        onSelectOrganization={(id) => {
          setIsDrawerOpen(false);
          navigate(`/o/${id}/`);
        }}
        onLogout={() => logout.mutate()}
        isLoggingOut={logout.isPending}
        isImpersonating={isImpersonating}
      />
      <InsecurePasswordDialog user={user} />
      <Box
        component="main"
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 1280,
          mx: 'auto',
          px: { xs: 1.5, sm: 3 },
          py: { xs: 2, sm: 3 },
        }}
      >
        <MessageBars />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <AppFooter showAdminView={showAdminView} />
    </Box>
  );
}
