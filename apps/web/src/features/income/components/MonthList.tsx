/** The months with their totals: a list on the left on large screens, a dropdown on small ones. */
import type { IncomeMonth } from '@kollekta/contract';
import { formatMonthLabel } from '@kollekta/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatAmount } from '../income-format';
import { COLLECTIONS_MESSAGES } from '../messages';

type Props = { months: IncomeMonth[]; selected: string; onSelect: (month: string) => void };

/** One entry per month (the organisation's currency first; others rarely exist). */
function firstPerMonth(months: IncomeMonth[]): IncomeMonth[] {
  const seen = new Set<string>();
  return months.filter((month) => !seen.has(month.month) && seen.add(month.month));
}

export function MonthList({ months, selected, onSelect }: Props) {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const entries = firstPerMonth(months);
  if (isNarrow) {
    return (
      <TextField
        select
        size="small"
        margin="none"
        label={COLLECTIONS_MESSAGES.month}
        value={selected}
        onChange={(event) => onSelect(event.target.value)}
      >
        {entries.map((month) => (
          <MenuItem key={month.month} value={month.month}>
            {formatMonthLabel(month.month)} · {formatAmount(month.amount, month.currency)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Paper variant="outlined" component="nav" aria-label={COLLECTIONS_MESSAGES.months}>
      <List
        dense
        subheader={
          <ListSubheader sx={{ bgcolor: 'transparent' }}>{COLLECTIONS_MESSAGES.months}</ListSubheader>
        }
      >
        {entries.map((month) => (
          <ListItem key={month.month} disablePadding>
            <ListItemButton
              selected={month.month === selected}
              aria-current={month.month === selected ? 'page' : undefined}
              onClick={() => onSelect(month.month)}
            >
              <ListItemText
                primary={formatMonthLabel(month.month)}
                secondary={formatAmount(month.amount, month.currency)}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
