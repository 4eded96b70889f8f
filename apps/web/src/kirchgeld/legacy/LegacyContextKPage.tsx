/**
 * The legacy import (devices-income-kirchgeld.md §2 "Legacy import", route /legacy/contextk): the
 * upload of ContextK's export with the job's progress, the records filtered by postcode and booking
 * year (2016–2022, default 2021 and 2022) with 25/50/100 rows a page, and 'Übernehmen' for each.
 */
import type { KgLegacyRecord } from '@kollekta/contract';
import {
  CONTEXTK_BOOKING_YEARS,
  CONTEXTK_DEFAULT_BOOKING_YEARS,
  CONTEXTK_PAGE_SIZES,
  contextKName,
} from '@kollekta/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ServerTablePagination } from '../../lib/ServerPagedTable';
import { useTenant } from '../app/tenant-context';
import { AdoptDialog } from './AdoptDialog';
import { legacyPostcodesQuery, legacyRecordsQuery } from './api';
import { ContextKUploadCard } from './ContextKUploadCard';
import { LegacyRecordTable } from './LegacyRecordTable';
import { KG_LEGACY_TEXTS as TEXTS } from './messages';

export default function LegacyContextKPage() {
  const tenant = useTenant();
  const [plz, setPlz] = useState('');
  const [years, setYears] = useState<number[]>([...CONTEXTK_DEFAULT_BOOKING_YEARS]);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(CONTEXTK_PAGE_SIZES[0]);
  const [adopting, setAdopting] = useState<KgLegacyRecord | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger, not read
  useEffect(() => setPage(0), [plz, years]);
  const postcodes = useQuery(legacyPostcodesQuery(tenant.id));
  const records = useQuery(legacyRecordsQuery(tenant.id, { years, plz, page, pageSize }));

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {TEXTS.title}
      </Typography>
      <Typography color="text.secondary">{TEXTS.intro}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ContextKUploadCard tenantId={tenant.id} />
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl sx={{ minWidth: 200 }} size="small">
          <InputLabel id="kg-legacy-plz" shrink>
            {TEXTS.plz}
          </InputLabel>
          <Select
            labelId="kg-legacy-plz"
            label={TEXTS.plz}
            notched
            displayEmpty
            renderValue={(value) => value || TEXTS.allPlz}
            value={plz}
            onChange={(event) => setPlz(event.target.value)}
          >
            <MenuItem value="">{TEXTS.allPlz}</MenuItem>
            {(postcodes.data ?? []).map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl sx={{ minWidth: 260 }} size="small">
          <InputLabel id="kg-legacy-years">{TEXTS.years}</InputLabel>
          <Select
            labelId="kg-legacy-years"
            label={TEXTS.years}
            multiple
            value={years}
            onChange={(event) => {
              const value = event.target.value;
              const chosen = (typeof value === 'string' ? value.split(',') : value).map(Number);
              setYears(chosen.sort((a, b) => a - b));
            }}
            renderValue={(selected) => selected.join(', ')}
          >
            {CONTEXTK_BOOKING_YEARS.map((year) => (
              <MenuItem key={year} value={year}>
                <Checkbox checked={years.includes(year)} size="small" />
                <ListItemText primary={String(year)} />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{records.isFetching && <LinearProgress aria-label={TEXTS.loading} />}</Box>
        <LegacyRecordTable records={records.data?.results ?? []} years={years} onAdopt={setAdopting} />
        <ServerTablePagination
          count={records.data?.count ?? 0}
          paging={{ page, pageSize, setPage, setPageSize }}
          pageSizes={CONTEXTK_PAGE_SIZES}
        />
      </Paper>
      {adopting && (
        <AdoptDialog
          tenantId={tenant.id}
          record={adopting}
          onClose={() => setAdopting(null)}
          onAdopted={(adopted) => {
            setAdopting(null);
            setNotice(TEXTS.adoptedNotice(contextKName(adopted.raw_data) || adopted.AdrID));
          }}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice ?? ''}
      />
    </Stack>
  );
}
