/**
 * The right-hand drawer: organisation search with the breadcrumbs of the open organisation, the
 * user's pages, sign-out and, for superusers, the administration (administration.md §2 "Main layout").
 * 'Dokumente & Listen' and 'Auswertungen' belong to the open organisation and show with one.
 * Entries whose page is not built yet are not shown (hidden, not greyed).
 */
import type { OrganizationSummary, User } from '@kollekta/contract';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import CloseIcon from '@mui/icons-material/Close';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import NewspaperOutlinedIcon from '@mui/icons-material/NewspaperOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SwitchAccountOutlinedIcon from '@mui/icons-material/SwitchAccountOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useStaticConfiguration } from '../../configuration';
import { canDo, OrganizationBreadcrumbs } from '../../organizations';
import { LAYOUT_MESSAGES } from '../messages';
import { OrganizationSwitcher } from './OrganizationSwitcher';

type Props = {
  open: boolean;
  onClose: () => void;
  user: User | null;
  organization: OrganizationSummary | null;
  onSelectOrganization: (id: number) => void;
  onLogout: () => void;
  isLoggingOut: boolean;
  /** a superuser acting as this user: 'Zurückwechseln' instead of 'Abmelden' */
  isImpersonating: boolean;
};

/** The administration pages; only those with a path (built) are shown. */
/** `testingOnly`: the page exists only in development and demo deployments (the outbox). */
const ADMIN_ENTRIES: { label: string; path?: string; testingOnly?: boolean }[] = [
  { label: LAYOUT_MESSAGES.adminLocations, path: '/admin/locations' },
  { label: LAYOUT_MESSAGES.adminDevices, path: '/admin/devices' },
  { label: LAYOUT_MESSAGES.adminProvisioning, path: '/admin/devices/provision' },
  { label: LAYOUT_MESSAGES.adminUsers, path: '/admin/users' },
  { label: LAYOUT_MESSAGES.adminMails, path: '/admin/mails' },
  { label: LAYOUT_MESSAGES.adminOutbox, path: '/admin/outbox', testingOnly: true },
  { label: LAYOUT_MESSAGES.adminBilling, path: '/admin/billing' },
];

/**
 * 'Dokumente & Listen' and 'Auswertungen' of the open organisation: its documents for everyone
 * there (each list on the page follows its own rule), its evaluations for who may read its income.
 */
export function organizationDrawerEntries(
  organization: Pick<OrganizationSummary, 'id' | 'permissions'>,
): { label: string; path: string; icon: ReactNode }[] {
  return [
    {
      label: LAYOUT_MESSAGES.drawerDocuments,
      path: `/o/${organization.id}/documents`,
      icon: <FolderOutlinedIcon />,
    },
    ...(canDo(organization, 'readOther')
      ? [
          {
            label: LAYOUT_MESSAGES.drawerEvaluations,
            path: `/o/${organization.id}/evaluations`,
            icon: <InsightsOutlinedIcon />,
          },
        ]
      : []),
  ];
}

export function MainDrawer(props: Props) {
  const { user, organization } = props;
  const deployment = useStaticConfiguration().data?.deployment;
  const isTestingDeployment = deployment === 'development' || deployment === 'demo';
  return (
    <Drawer
      anchor="right"
      open={props.open}
      onClose={props.onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } } } }}
    >
      <Box data-testid="main-drawer" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
          <Typography variant="h2" component="h2" sx={{ flex: 1 }}>
            {LAYOUT_MESSAGES.drawerTitle}
          </Typography>
          <IconButton onClick={props.onClose} aria-label={LAYOUT_MESSAGES.closeDrawer} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        {user && (
          <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1.5, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {LAYOUT_MESSAGES.signedInAs(user.name || user.username)}
            </Typography>
            {user.is_superuser && (
              <Chip size="small" color="primary" variant="outlined" label={LAYOUT_MESSAGES.superuser} />
            )}
          </Stack>
        )}
        <Box sx={{ px: 2, pb: 2 }}>
          <OrganizationSwitcher onSelect={props.onSelectOrganization} />
          {organization && (
            <Box sx={{ mt: 1.5 }}>
              <OrganizationBreadcrumbs organizationId={organization.id} always />
            </Box>
          )}
        </Box>
        <Divider />
        <List component="nav" aria-label={LAYOUT_MESSAGES.drawerTitle}>
          <ListItemButton
            component={RouterLink}
            to={organization ? `/o/${organization.id}/` : '/'}
            onClick={props.onClose}
          >
            <ListItemIcon>
              <ApartmentOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary={LAYOUT_MESSAGES.drawerOrganization} />
          </ListItemButton>
          {organization &&
            organizationDrawerEntries(organization).map((entry) => (
              <ListItemButton key={entry.path} component={RouterLink} to={entry.path} onClick={props.onClose}>
                <ListItemIcon>{entry.icon}</ListItemIcon>
                <ListItemText primary={entry.label} />
              </ListItemButton>
            ))}
          <ListItemButton component={RouterLink} to="/news" onClick={props.onClose}>
            <ListItemIcon>
              <NewspaperOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary={LAYOUT_MESSAGES.drawerNews} />
          </ListItemButton>
          <ListItemButton component={RouterLink} to="/me/profile" onClick={props.onClose}>
            <ListItemIcon>
              <PersonOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary={LAYOUT_MESSAGES.drawerProfile} />
          </ListItemButton>
          <ListItemButton onClick={props.onLogout} disabled={props.isLoggingOut}>
            <ListItemIcon>
              {props.isImpersonating ? <SwitchAccountOutlinedIcon /> : <LogoutIcon />}
            </ListItemIcon>
            <ListItemText
              primary={
                props.isImpersonating ? LAYOUT_MESSAGES.drawerSwitchBack : LAYOUT_MESSAGES.drawerLogout
              }
            />
          </ListItemButton>
        </List>
        {user?.is_superuser && (
          <>
            <Divider />
            <List
              component="nav"
              aria-label={LAYOUT_MESSAGES.adminSection}
              subheader={
                <ListSubheader component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <AdminPanelSettingsOutlinedIcon fontSize="small" />
                  {LAYOUT_MESSAGES.adminSection}
                </ListSubheader>
              }
            >
              {ADMIN_ENTRIES.flatMap((entry) =>
                entry.path && (!entry.testingOnly || isTestingDeployment)
                  ? [
                      <ListItemButton
                        key={entry.label}
                        component={RouterLink}
                        to={entry.path}
                        onClick={props.onClose}
                      >
                        <ListItemText primary={entry.label} inset />
                      </ListItemButton>,
                    ]
                  : [],
              )}
            </List>
          </>
        )}
      </Box>
    </Drawer>
  );
}
