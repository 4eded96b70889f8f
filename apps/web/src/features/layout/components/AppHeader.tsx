/** The app bar: product mark (to the open organisation or home), the area tabs, the menu button. */
import type { OrganizationSummary } from '@kollekta/contract';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router';
import { EnvironmentMarker, ProductLogo, useAppearance } from '../../configuration';
import { LAYOUT_MESSAGES } from '../messages';
import { MainTabs } from './MainTabs';

type Props = {
  organization: OrganizationSummary | null;
  userName: string | null;
  onOpenDrawer: () => void;
};

export function AppHeader({ organization, userName, onOpenDrawer }: Props) {
  const appearance = useAppearance();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const tabs = organization ? <MainTabs organization={organization} /> : null;
  return (
    <AppBar
      position="sticky"
      sx={{
        bgcolor: appearance.appBar,
        borderBottom: appearance.marker ? `4px solid ${appearance.marker.color}` : undefined,
      }}
    >
      <Toolbar sx={{ gap: { xs: 1, md: 2 } }}>
        <Link
          component={RouterLink}
          to={organization ? `/o/${organization.id}/` : '/'}
          aria-label={organization ? LAYOUT_MESSAGES.logoDashboard : LAYOUT_MESSAGES.logoHome}
          underline="none"
          sx={{ display: 'inline-flex', borderRadius: 1, '&:focus-visible': { outline: '2px solid #fff' } }}
        >
          <ProductLogo tone="light" />
        </Link>
        <EnvironmentMarker />
        {!isNarrow && (
          <Box sx={{ ml: 2, alignSelf: 'stretch', display: 'flex', alignItems: 'flex-end' }}>{tabs}</Box>
        )}
        <Box sx={{ flex: 1 }} />
        {userName && !isNarrow && (
          <Typography variant="body2" sx={{ opacity: 0.9 }} noWrap>
            {userName}
          </Typography>
        )}
        <IconButton
          color="inherit"
          edge="end"
          onClick={onOpenDrawer}
          aria-label={LAYOUT_MESSAGES.openDrawer}
          data-testid="open-drawer"
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {isNarrow && tabs && <Box sx={{ px: 1, borderTop: '1px solid rgba(255,255,255,0.15)' }}>{tabs}</Box>}
    </AppBar>
  );
}
