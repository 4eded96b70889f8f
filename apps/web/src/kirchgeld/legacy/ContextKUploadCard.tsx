/**
 * The upload of ContextK's export ('Bitte Datei auswählen' without a file) and the newest import with
 * its progress (done of total addresses), its summary and the lines it could not read.
 */
import type { KgContextKImport } from '@kollekta/contract';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { readDetail, readFieldErrors } from '../../lib/api-client';
import { formatDateTime } from '../../lib/date-format';
import { latestContextKImportQuery, uploadContextKExport } from './api';
import { KG_LEGACY_TEXTS as TEXTS } from './messages';

export function ContextKUploadCard({ tenantId }: { tenantId: number }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isTried, setIsTried] = useState(false);
  const latest = useQuery(latestContextKImportQuery(tenantId));
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadContextKExport(tenantId, chosen),
    meta: { handledStatuses: [400] },
    onSuccess: async () => {
      setFile(null);
      setIsTried(false);
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: ['kg-contextk-imports', tenantId] });
    },
  });
  const current = latest.data?.results[0];
  // when an import finishes, the table and the postcodes are read again
  const lastState = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (lastState.current && lastState.current !== 'finished' && current?.state === 'finished') {
      void queryClient.invalidateQueries({ queryKey: ['kg-legacy-records', tenantId] });
      void queryClient.invalidateQueries({ queryKey: ['kg-legacy-postcodes', tenantId] });
    }
    lastState.current = current?.state;
  }, [current?.state, queryClient, tenantId]);

  const handleUpload = () => {
    setIsTried(true);
    if (file) upload.mutate(file);
  };
  const uploadErrors = upload.isError
    ? (readFieldErrors(upload.error).file ?? [readDetail(upload.error) ?? ''])
    : [];

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {TEXTS.uploadTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {TEXTS.uploadHelp}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
          {TEXTS.chooseFile}
          <input
            ref={input}
            hidden
            type="file"
            accept=".zip,application/zip"
            aria-label={TEXTS.chooseFile}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2">{file?.name ?? ''}</Typography>
        <Button variant="contained" onClick={handleUpload} disabled={upload.isPending}>
          {upload.isPending ? TEXTS.uploading : TEXTS.upload}
        </Button>
      </Stack>
      {isTried && !file && <Typography color="error">{TEXTS.noFile}</Typography>}
      {uploadErrors.filter(Boolean).map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      {current && <ImportState item={current} />}
    </Stack>
  );
}

function ImportState({ item }: { item: KgContextKImport }) {
  const { done = 0, total = 0, records, bookings, errors = [], message } = item.processing_state;
  const isRunning = item.state === 'pending' || item.state === 'running';
  return (
    <Stack spacing={1} aria-live="polite">
      <Typography variant="body2">
        {TEXTS.importState[item.state]} · {item.file_name} · {formatDateTime(item.created_at)}
        {item.state === 'finished' &&
          records !== undefined &&
          ` · ${TEXTS.importSummary(records, bookings ?? 0)}`}
      </Typography>
      {isRunning && (
        <>
          <LinearProgress
            variant={total > 0 ? 'determinate' : 'indeterminate'}
            value={total > 0 ? (100 * done) / total : 0}
            aria-label={TEXTS.importState[item.state]}
          />
          <Typography variant="body2">{TEXTS.progress(done, total)}</Typography>
        </>
      )}
      {item.state === 'failed' && message && <Alert severity="error">{message}</Alert>}
      {errors.length > 0 && (
        <Alert severity="warning">
          {TEXTS.lineErrors(errors.length)}
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {errors.slice(0, 20).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
