/** The main menu (§2). */
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router';
import { activeMenuKey, KG_MENU } from './menu';
import { KG_SHELL_MESSAGES } from './messages';

export function KirchgeldMenu({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const active = activeMenuKey(pathname);
  return (
    <List component="nav" aria-label={KG_SHELL_MESSAGES.mainMenu} data-testid="kirchgeld-menu">
      {KG_MENU.map((entry) => (
        <ListItemButton
          key={entry.key}
          component={RouterLink}
          to={entry.path}
          selected={active === entry.key}
          aria-current={active === entry.key ? 'page' : undefined}
          onClick={onNavigate}
        >
          <ListItemText primary={entry.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
