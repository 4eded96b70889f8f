/** The main menu (§2); areas of later issues are shown disabled with 'Folgt in Kürze'. */
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink, useLocation } from 'react-router';
import { activeMenuKey, KG_MENU } from './menu';
import { KG_SHELL_MESSAGES } from './messages';

export function KirchgeldMenu({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const active = activeMenuKey(pathname);
  return (
    <List component="nav" aria-label={KG_SHELL_MESSAGES.mainMenu} data-testid="kirchgeld-menu">
      {KG_MENU.map((entry) =>
        entry.isAvailable ? (
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
        ) : (
          <Tooltip key={entry.key} title={KG_SHELL_MESSAGES.comingSoon} placement="right">
            {/* a disabled button shows no tooltip of its own: the wrapper does */}
            <span>
              <ListItemButton disabled aria-disabled="true">
                <ListItemText primary={entry.label} secondary={KG_SHELL_MESSAGES.comingSoon} />
              </ListItemButton>
            </span>
          </Tooltip>
        ),
      )}
    </List>
  );
}
