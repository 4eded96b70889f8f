/**
 * Importing a filled template (added beyond the spec): choose the file, check it (a dry run) or
 * import it; the answer is the number of plans, or the report of every problem by row.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { importPlanFile, readImportReport } from '../api';
import { IMPORT_MESSAGES } from '../messages';

type Outcome =
  | { kind: 'checked'; count: number }
  | { kind: 'created'; count: number }
  | { kind: 'refused'; lines: string[] }
  | { kind: 'failed'; message: string };

export function PlanImportSection({ organizationId }: { organizationId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const queryClient = useQueryClient();

  const handleSend = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await importPlanFile(organizationId, file, dryRun);
      setOutcome(
        dryRun ? { kind: 'checked', count: result.plans.length } : { kind: 'created', count: result.created },
      );
      // the planning screen shows the new plans (its queries live under ['planning', id])
      if (!dryRun) await queryClient.invalidateQueries({ queryKey: ['planning', organizationId] });
    } catch (error) {
      const lines = readImportReport(error);
      setOutcome(lines ? { kind: 'refused', lines } : { kind: 'failed', message: describeApiError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="plan-import-heading">
      <Typography id="plan-import-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {IMPORT_MESSAGES.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {IMPORT_MESSAGES.intro}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
          {IMPORT_MESSAGES.chooseFile}
        </Button>
        <Typography
          variant="body2"
          sx={{ overflowWrap: 'anywhere', flex: 1, minWidth: 120 }}
          data-testid="import-file-name"
        >
          {file?.name ?? IMPORT_MESSAGES.noFile}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={IMPORT_MESSAGES.chooseFile}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setOutcome(null);
            event.target.value = '';
          }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button disabled={!file || busy} onClick={() => handleSend(true)}>
          {IMPORT_MESSAGES.check}
        </Button>
        <Button variant="contained" disabled={!file || busy} onClick={() => handleSend(false)}>
          {busy ? IMPORT_MESSAGES.working : IMPORT_MESSAGES.import}
        </Button>
      </Stack>
      {outcome && <ImportOutcome outcome={outcome} />}
    </Box>
  );
}

function ImportOutcome({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'checked') {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {IMPORT_MESSAGES.checked(outcome.count)}
      </Alert>
    );
  }
  if (outcome.kind === 'created') {
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        {IMPORT_MESSAGES.created(outcome.count)}
      </Alert>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {outcome.message}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {IMPORT_MESSAGES.refused}
      <Box
        component="ul"
        aria-label={IMPORT_MESSAGES.reportLabel}
        sx={{ m: 0, mt: 1, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}
      >
        {outcome.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}
