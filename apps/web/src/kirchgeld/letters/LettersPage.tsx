/** The letter list (§2 "Letter list"): search, status all / new / finalized / sent, create, actions. */
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyTableRow } from '../../lib/ServerPagedTable';
import { useTenant } from '../app/tenant-context';
import { useDebouncedValue } from '../persons/use-debounced-value';
import { type LetterStateFilter, lettersQuery } from './api';
import { LetterActions } from './LetterActions';
import { countText, germanDay, letterStateLabel, letterTypeLabel } from './letter-display';
import { KG_LETTER_TEXTS as TEXTS } from './messages';

const STATE_FILTERS: { value: LetterStateFilter; label: string }[] = [
  { value: 'all', label: TEXTS.statusAll },
  { value: 'created', label: TEXTS.statusCreated },
  { value: 'finalized', label: TEXTS.statusFinalized },
  { value: 'sent', label: TEXTS.statusSent },
];

const STATE_COLOURS = { created: 'default', finalized: 'primary', sent: 'success' } as const;

export default function LettersPage() {
  const tenant = useTenant();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<LetterStateFilter>('all');
  const debounced = useDebouncedValue(search.trim(), 300);
  const letters = useQuery(lettersQuery(tenant.id, debounced, state));
  const rows = letters.data?.results ?? [];
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {TEXTS.listTitle}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/letters/create">
          {TEXTS.create}
        </Button>
      </Stack>
      <Paper sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          <TextField
            label={TEXTS.search}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            size="small"
            type="search"
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={state}
            aria-label={TEXTS.status}
            onChange={(_event, value: LetterStateFilter | null) => value && setState(value)}
          >
            {STATE_FILTERS.map((filter) => (
              <ToggleButton key={filter.value} value={filter.value}>
                {filter.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {letters.isFetching && <LinearProgress aria-label={TEXTS.loading} />}
        <Table size="small" aria-label={TEXTS.listTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{TEXTS.columns.name}</TableCell>
              <TableCell>{TEXTS.columns.type}</TableCell>
              <TableCell>{TEXTS.columns.targetGroup}</TableCell>
              <TableCell>{TEXTS.columns.state}</TableCell>
              <TableCell align="right">{TEXTS.columns.recipients}</TableCell>
              <TableCell>{TEXTS.columns.createdAt}</TableCell>
              <TableCell align="right">{TEXTS.columns.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {letters.isSuccess && rows.length === 0 && <EmptyTableRow colSpan={7} text={TEXTS.empty} />}
            {rows.map((letter) => (
              <TableRow key={letter.id} data-letter={letter.id}>
                <TableCell>{letter.name}</TableCell>
                <TableCell>{letterTypeLabel(letter.type)}</TableCell>
                <TableCell>{letter.filter_name}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={letterStateLabel(letter.state)}
                    color={STATE_COLOURS[letter.state]}
                  />
                  {letter.sent_on && (
                    <Typography variant="caption" sx={{ display: 'block' }}>
                      {germanDay(letter.sent_on)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  {letter.recipient_count === null ? '' : countText(letter.recipient_count)}
                </TableCell>
                <TableCell>{germanDay(letter.created_at)}</TableCell>
                <TableCell align="right">
                  <LetterActions tenantId={tenant.id} letter={letter} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
