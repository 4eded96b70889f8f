/**
 * Person lookup (devices-income-kirchgeld.md §2): a search with 500 ms debounce over names, street,
 * postcode and place; all / self-created / companies; a column selector kept in the browser; the
 * results paged on the server; a row opens the person.
 */
import type { KgPersonFilter, KgPersonListItem } from '@kollekta/contract';
import { type KgPersonFieldName, kgPersonFieldLabel } from '@kollekta/domain';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyTableRow, ServerTablePagination } from '../../lib/ServerPagedTable';
import { useTenant } from '../app/tenant-context';
import { personLookupQuery } from './api';
import { ColumnSelector } from './ColumnSelector';
import { loadLookupColumns, orderColumns, saveLookupColumns } from './lookup-columns';
import { KG_PERSON_TEXTS } from './messages';
import { displayFieldValue } from './person-display';
import { useDebouncedValue } from './use-debounced-value';

const PAGE_SIZES = [25, 50, 100] as const;

export default function PersonLookupPage() {
  const tenant = useTenant();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const [filter, setFilter] = useState<KgPersonFilter>('all');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [columns, setColumns] = useState<KgPersonFieldName[]>(() => loadLookupColumns());
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);

  // a new search or selection starts at the first page
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the trigger, not read
  useEffect(() => setPage(0), [debouncedSearch, filter, includeInactive]);

  const lookup = useQuery(
    personLookupQuery(tenant.id, { search: debouncedSearch, filter, includeInactive, page, pageSize }),
  );
  const shown = orderColumns(columns);
  const handleColumns = (next: KgPersonFieldName[]) => {
    setColumns(next);
    saveLookupColumns(next);
  };
  const openPerson = (person: KgPersonListItem) => navigate(`/persons/detail/${person.id}`);
  const isCountLowerBound = lookup.data?.count_is_lower_bound === true;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          {KG_PERSON_TEXTS.lookupTitle}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/persons/create">
          {KG_PERSON_TEXTS.newPerson}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          label={KG_PERSON_TEXTS.searchLabel}
          placeholder={KG_PERSON_TEXTS.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1, minWidth: 260 }}
          slotProps={{
            htmlInput: { maxLength: 200, type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          aria-label={KG_PERSON_TEXTS.filterLabel}
          onChange={(_event, value: KgPersonFilter | null) => value && setFilter(value)}
        >
          <ToggleButton value="all">{KG_PERSON_TEXTS.filterAll}</ToggleButton>
          <ToggleButton value="self_created">{KG_PERSON_TEXTS.filterSelfCreated}</ToggleButton>
          <ToggleButton value="company">{KG_PERSON_TEXTS.filterCompany}</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={includeInactive}
              onChange={(event) => setIncludeInactive(event.target.checked)}
            />
          }
          label={KG_PERSON_TEXTS.includeInactive}
        />
        <ColumnSelector columns={shown} onChange={handleColumns} />
      </Stack>
      {isCountLowerBound && lookup.data && (
        <Typography color="text.secondary">{KG_PERSON_TEXTS.moreThanPersons(lookup.data.count)}</Typography>
      )}
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>
          {lookup.isFetching && <LinearProgress aria-label={KG_PERSON_TEXTS.loading} />}
        </Box>
        <TableContainer>
          <Table size="small" aria-label={KG_PERSON_TEXTS.lookupTitle}>
            <TableHead>
              <TableRow>
                {shown.map((name) => (
                  <TableCell key={name}>{kgPersonFieldLabel(name)}</TableCell>
                ))}
                <TableCell>{KG_PERSON_TEXTS.state}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lookup.data?.results.length === 0 && (
                <EmptyTableRow colSpan={shown.length + 1} text={KG_PERSON_TEXTS.empty} />
              )}
              {lookup.data?.results.map((person) => (
                <TableRow
                  key={person.id}
                  hover
                  tabIndex={0}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => openPerson(person)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') openPerson(person);
                  }}
                >
                  {shown.map((name) => (
                    <TableCell key={name}>{displayFieldValue(name, person.latest_data[name])}</TableCell>
                  ))}
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      {person.type === 'company' && <Chip size="small" label={KG_PERSON_TEXTS.company} />}
                      {person.is_editable && (
                        <Chip size="small" variant="outlined" label={KG_PERSON_TEXTS.editable} />
                      )}
                      {person.inaktiv && (
                        <Chip size="small" color="warning" label={KG_PERSON_TEXTS.inactive} />
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {/* a broad search's count may be a lower bound: '1–25 von mehr als 1.000' */}
        <ServerTablePagination
          count={lookup.data?.count ?? 0}
          paging={{ page, pageSize, setPage, setPageSize }}
          pageSizes={PAGE_SIZES}
          labelDisplayedRows={({ from, to, count }) =>
            KG_PERSON_TEXTS.pagerRows(from, to, count, isCountLowerBound)
          }
        />
      </Paper>
    </Stack>
  );
}
