/**
 * The frame of every signed-in page: app bar, drawer, message bars, the page, the footer.
 * Loads the user and the organisations once for everything inside.
 */
import Box from '@mui/material/Box';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useStaticConfiguration } from '../../configuration';
import { MessageBars } from '../../message-bars';
import { hasMultipleOrganizations, useCurrentOrganization, useOrganizations } from '../../organizations';
import { InsecurePasswordDialog } from '../../profile';
import { sessionStore, useCurrentUser, useSession } from '../../session';
import { signOut } from '../api';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { MainDrawer } from './MainDrawer';
import { PageLoading } from './PageLoading';

export function MainLayout() {
  const user = useCurrentUser();
  const organization = useCurrentOrganization();
  const { data: organizations = [] } = useOrganizations();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const isImpersonating = useSession().impersonatorToken !== null;

  const logout = useMutation({
    mutationFn: signOut,
    // Signing out works even when the server cannot be told: the token is forgotten here.
    meta: { handledStatuses: 'all' },
    onSettled: () => {
      setIsDrawerOpen(false);
      // Ending an impersonation restores the superuser's own token (administration.md §4).
      if (sessionStore.stopImpersonation()) {
        navigate('/admin/users', { replace: true });
        return;
      }
      sessionStore.signOut();
      // A plain login: the route guard would otherwise remember this page for the next user.
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
