/**
 * The signed-in frame of the church-tax app: app bar with the tenant and the user menu, the main
 * menu (§2), and the tenant (`GET tenant/`, the first result) for every page through `TenantContext`.
 */
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Outlet, Link as RouterLink, useNavigate } from 'react-router';
import { kgTenantsQuery } from './api';
import { KirchgeldMenu } from './KirchgeldMenu';
import { KG_SHELL_MESSAGES } from './messages';
import { NoTenantPage } from './NoTenantPage';
import { TenantContext } from './tenant-context';
import { useKgSession } from './use-kg-session';
import { useSignOut } from './use-sign-out';

const DRAWER_WIDTH = 232;

export function KirchgeldLayout() {
  const session = useKgSession();
  const {
    data: tenants,
    isPending,
    refetch,
  } = useQuery({
    ...kgTenantsQuery(session?.token ?? ''),
    enabled: !!session,
  });
  if (isPending) return <Loading text={KG_SHELL_MESSAGES.loadingTenant} />;
  const tenant = tenants?.results[0];
  // the snackbar says what went wrong; here the way on
  if (!tenants)
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
        <Typography>{KG_SHELL_MESSAGES.tenantFailed}</Typography>
        <Button variant="outlined" onClick={() => refetch()}>
          {KG_SHELL_MESSAGES.retry}
        </Button>
      </Stack>
    );
  if (!tenant) return <NoTenantPage />;
  return (
    <TenantContext.Provider value={tenant}>
      <Frame tenantName={tenant.name} />
    </TenantContext.Provider>
  );
}

function Frame({ tenantName }: { tenantName: string }) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menu = <KirchgeldMenu onNavigate={() => setIsMenuOpen(false)} />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (current) => current.zIndex.drawer + 1 }}>
        <Toolbar>
          {isNarrow && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={KG_SHELL_MESSAGES.openMenu}
              onClick={() => setIsMenuOpen(true)}
              sx={{ mr: 1 }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            component={RouterLink}
            to="/persons/lookup"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 500, mr: 2 }}
          >
            {KG_SHELL_MESSAGES.productName}
          </Typography>
          <Typography
            sx={{
              flexGrow: 1,
              opacity: 0.9,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
            data-testid="kirchgeld-tenant"
          >
            {tenantName}
          </Typography>
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={isNarrow ? 'temporary' : 'permanent'}
        open={isNarrow ? isMenuOpen : true}
        onClose={() => setIsMenuOpen(false)}
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        {menu}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        <Suspense fallback={<Loading text={KG_SHELL_MESSAGES.loadingPage} />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

function UserMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={KG_SHELL_MESSAGES.userMenu}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate('/profile');
          }}
        >
          {KG_SHELL_MESSAGES.profile}
        </MenuItem>
        <MenuItem
          disabled={signOut.isPending}
          onClick={() => {
            setAnchor(null);
            signOut.mutate();
          }}
        >
          {KG_SHELL_MESSAGES.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}

export function Loading({ text }: { text: string }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}
      role="status"
    >
      <CircularProgress size={24} />
      <Typography>{text}</Typography>
    </Stack>
  );
}
