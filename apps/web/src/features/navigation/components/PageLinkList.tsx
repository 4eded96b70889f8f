/** A list of pages to go to, each with what it holds: the lists of 'Dokumente & Listen' and 'Auswertungen'. */
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';

export type PageLink = { key: string; label: string; description?: string; to?: string; href?: string };

export function PageLinkList({ links, label }: { links: readonly PageLink[]; label: string }) {
  return (
    <Paper variant="outlined" component="nav" aria-label={label}>
      <List disablePadding>
        {links.map((link, index) => {
          const text = (
            <>
              <ListItemText
                primary={link.label}
                secondary={link.description}
                slotProps={{ primary: { sx: { fontWeight: 500 } } }}
              />
              <ChevronRightIcon color="action" aria-hidden />
            </>
          );
          const divider = index < links.length - 1;
          return (
            <ListItem key={link.key} disablePadding divider={divider}>
              {link.href ? (
                <ListItemButton component="a" href={link.href}>
                  {text}
                </ListItemButton>
              ) : (
                <ListItemButton component={RouterLink} to={link.to ?? '/'}>
                  {text}
                </ListItemButton>
              )}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
