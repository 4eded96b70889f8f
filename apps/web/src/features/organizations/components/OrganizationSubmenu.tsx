/**
 * The menu of an organisation's own pages (administration.md §2 "Organisation submenu"). Entries
 * follow the spec's visibility rules (`submenu-entries.ts`); an entry whose page is not built yet
 * is not shown.
 * A list on the left on wide screens; a collapsible section on narrow ones.
 */
import type { OrganizationSummary } from '@kollekta/contract';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ORGANIZATION_MESSAGES } from '../messages';
import type { SubmenuOrganization } from '../submenu-entries';
import { useSubmenuLinks } from '../use-submenu-links';

export { submenuEntries } from '../submenu-entries';

export function OrganizationSubmenu({
  organization,
}: {
  organization: OrganizationSummary & SubmenuOrganization;
}) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const [isOpen, setIsOpen] = useState(false);
  const links = useSubmenuLinks(organization);

  const list = (
    <List dense component="div" disablePadding={isNarrow}>
      {links.map((link) =>
        link.href ? (
          <ListItemButton
            key={link.key}
            component="a"
            href={link.href}
            {...(link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <ListItemText primary={link.label} />
          </ListItemButton>
        ) : (
          <ListItemButton key={link.key} component={RouterLink} to={link.to ?? '/'}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ),
      )}
    </List>
  );

  if (isNarrow) {
    return (
      <Paper variant="outlined" component="nav" aria-label={ORGANIZATION_MESSAGES.submenu}>
        <ListItemButton onClick={() => setIsOpen((open) => !open)} aria-expanded={isOpen}>
          <ListItemText
            primary={ORGANIZATION_MESSAGES.submenuToggle}
            slotProps={{ primary: { sx: { fontWeight: 500 } } }}
          />
          {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </ListItemButton>
        <Collapse in={isOpen} unmountOnExit>
          {list}
        </Collapse>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" component="nav" aria-label={ORGANIZATION_MESSAGES.submenu}>
      <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '40px' }}>
        {ORGANIZATION_MESSAGES.submenu}
      </ListSubheader>
      {list}
    </Paper>
  );
}
