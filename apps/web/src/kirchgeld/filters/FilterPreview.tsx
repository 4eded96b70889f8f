/**
 * The preview of a filter (§2 "Person index": 'first N of total'): how many persons match today and
 * the first of them; a row opens the person.
 */
import type { KgFilterNode, KgFilterPreviewPerson } from '@kollekta/contract';
import { KG_SPERRE_LABELS } from '@kollekta/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { readFieldErrors } from '../../lib/api-client';
import { formatIsoDay } from '../../lib/date-format';
import { useTenant } from '../app/tenant-context';
import { useDebouncedValue } from '../persons/use-debounced-value';
import { kgFilterPreviewQuery } from './api';
import { KG_FILTER_TEXTS as TEXTS } from './messages';

const LIMITS = [10, 25, 50, 100] as const;

export function FilterPreview(props: { filter: KgFilterNode }) {
  const tenant = useTenant();
  const navigate = useNavigate();
  const [limit, setLimit] = useState<number>(LIMITS[0]);
  const [includeInactive, setIncludeInactive] = useState(false);
  const filter = useDebouncedValue(props.filter);
  const preview = useQuery(kgFilterPreviewQuery(tenant.id, filter, { limit, includeInactive }));
  const filterErrors = preview.isError ? (readFieldErrors(preview.error).filter ?? []) : [];
  const rows = preview.isError ? [] : (preview.data?.results ?? []);

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {TEXTS.previewTitle}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={includeInactive}
              onChange={(event) => setIncludeInactive(event.target.checked)}
            />
          }
          label={TEXTS.includeInactive}
        />
        <TextField
          select
          size="small"
          label={TEXTS.previewLimit}
          value={limit}
          onChange={(event) => setLimit(Number(event.target.value))}
          sx={{ width: 200, flexShrink: 0 }}
        >
          {LIMITS.map((candidate) => (
            <MenuItem key={candidate} value={candidate}>
              {candidate}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 4 }}>
        {preview.isFetching && <LinearProgress aria-label={TEXTS.previewLoading} />}
      </Box>
      {filterErrors.length > 0
        ? filterErrors.map((message) => (
            <Typography key={message} color="error" role="alert">
              {message}
            </Typography>
          ))
        : preview.data && (
            <Typography role="status" sx={{ fontWeight: 500 }}>
              {TEXTS.previewCount(preview.data.results.length, preview.data.count)}
            </Typography>
          )}
      <TableContainer>
        <Table size="small" aria-label={TEXTS.previewTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{TEXTS.columnName}</TableCell>
              <TableCell>{TEXTS.columnAddress}</TableCell>
              <TableCell>{TEXTS.columnBirthday}</TableCell>
              <TableCell>{TEXTS.columnKro}</TableCell>
              <TableCell>{TEXTS.columnSperre}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((person) => (
              <TableRow
                key={person.id}
                hover
                sx={{ cursor: 'pointer' }}
                onClick={() => navigate(`/persons/detail/${person.id}`)}
              >
                <TableCell>
                  {displayName(person)}
                  {person.type === 'company' && <Chip size="small" label={TEXTS.company} sx={{ ml: 1 }} />}
                  {person.inactive && <Chip size="small" label={TEXTS.inactive} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{displayAddress(person)}</TableCell>
                <TableCell>{person.geburtsdatum ? formatIsoDay(person.geburtsdatum) : ''}</TableCell>
                <TableCell>{person.kro_nr ?? ''}</TableCell>
                <TableCell>
                  {person.sperre
                    ? (KG_SPERRE_LABELS[person.sperre as keyof typeof KG_SPERRE_LABELS] ?? person.sperre)
                    : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

function displayName(person: KgFilterPreviewPerson): string {
  return [person.familienname, person.vornamen].filter(Boolean).join(', ');
}

function displayAddress(person: KgFilterPreviewPerson): string {
  const street = [person.strassenname, person.hausnr].filter(Boolean).join(' ');
  const place = [person.plz, person.kommune].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}
