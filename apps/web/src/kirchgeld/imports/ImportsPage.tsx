/**
 * The registry imports (devices-income-kirchgeld.md §2 "Imports", route /imports): the upload of the
 * registry's file and the history of imports, with live progress while one runs.
 */
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../app/tenant-context';
import { dataImportsQuery } from './api';
import { ImportHistoryTable } from './ImportHistoryTable';
import { KG_IMPORT_TEXTS as TEXTS } from './messages';
import { RegistryUploadCard } from './RegistryUploadCard';

export default function ImportsPage() {
  const tenant = useTenant();
  const imports = useQuery(dataImportsQuery(tenant.id));
  const results = imports.data?.results ?? [];
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {TEXTS.title}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <RegistryUploadCard tenantId={tenant.id} />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {TEXTS.historyTitle}
        </Typography>
        {imports.isPending && <LinearProgress aria-label={TEXTS.loading} />}
        {imports.isSuccess && results.length === 0 && <Typography>{TEXTS.empty}</Typography>}
        {results.length > 0 && <ImportHistoryTable imports={results} />}
      </Paper>
    </Stack>
  );
}
