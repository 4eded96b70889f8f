/**
 * 'Kollektenplan herunterladen' (planning.md §2): start and end day (DD.MM.YYYY, hint 'z.B.
 * 15.03.2023', sent as ISO days; the start defaults to the start of last year), 'Download' (export
 * permission or superuser, §5) and 'Vorlage herunterladen' (open to all). Users who plan can import a
 * filled template here too.
 */
import type { OrganizationDetail } from '@kollekta/contract';
import {
  getDefaultExportRange,
  PLAN_EXPORT_PERMISSION,
  PLAN_IMPORT_PERMISSION,
  parseGermanDay,
  toExportQuery,
  toLocalDay,
  validateExportRange,
} from '@kollekta/domain';
import DownloadIcon from '@mui/icons-material/Download';
import TableViewOutlinedIcon from '@mui/icons-material/TableViewOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { formatIsoDay } from '../../../lib/date-format';
import { useMessages } from '../../message-bars';
import { canDo } from '../../organizations';
import { downloadPlanExport, downloadPlanTemplate } from '../api';
import { DOWNLOAD_MESSAGES } from '../messages';
import { PlanImportSection } from './PlanImportSection';

type Props = { organization: OrganizationDetail; onClose: () => void };

export function PlanDownloadDialog({ organization, onClose }: Props) {
  const [defaults] = useState(() => getDefaultExportRange(toLocalDay(new Date())));
  const [startText, setStartText] = useState(formatIsoDay(defaults.start));
  const [endText, setEndText] = useState(formatIsoDay(defaults.end));
  const [busy, setBusy] = useState<'export' | 'template' | null>(null);
  const { showError, showSuccess } = useMessages();

  const start = parseGermanDay(startText);
  const end = parseGermanDay(endText);
  const query = start && end ? toExportQuery(start, end) : null;
  const rangeError = query ? validateExportRange(query.start__gte, query.start__lt) : null;
  const canExport = canDo(organization, PLAN_EXPORT_PERMISSION);

  const run = async (kind: 'export' | 'template', download: () => Promise<string>) => {
    setBusy(kind);
    try {
      showSuccess(DOWNLOAD_MESSAGES.downloaded(await download()));
    } catch (error) {
      showError(`${DOWNLOAD_MESSAGES.failed} ${describeApiError(error)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="plan-download-title">
      <DialogTitle id="plan-download-title">{DOWNLOAD_MESSAGES.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {DOWNLOAD_MESSAGES.intro}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DayField label={DOWNLOAD_MESSAGES.start} value={startText} onChange={setStartText} />
          <DayField
            label={DOWNLOAD_MESSAGES.end}
            value={endText}
            onChange={setEndText}
            error={start && end ? rangeError : null}
          />
        </Stack>
        {canDo(organization, PLAN_IMPORT_PERMISSION) && (
          <>
            <Divider sx={{ my: 3 }} />
            <PlanImportSection organizationId={organization.id} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<TableViewOutlinedIcon />}
          disabled={busy !== null}
          onClick={() => run('template', () => downloadPlanTemplate(organization.id))}
        >
          {DOWNLOAD_MESSAGES.template}
        </Button>
        <Tooltip title={canExport ? '' : DOWNLOAD_MESSAGES.noExportPermission}>
          <span>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={!canExport || !query || rangeError !== null || busy !== null}
              onClick={() => query && run('export', () => downloadPlanExport(organization.id, query))}
            >
              {busy === 'export' ? DOWNLOAD_MESSAGES.downloading : DOWNLOAD_MESSAGES.download}
            </Button>
          </span>
        </Tooltip>
        <Button onClick={onClose}>{DOWNLOAD_MESSAGES.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

type DayFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/** A day typed as DD.MM.YYYY; the hint turns into the error while the text is no day. */
function DayField({ label, value, onChange, error = null }: DayFieldProps) {
  const isDay = parseGermanDay(value) !== null;
  const message = !isDay ? DOWNLOAD_MESSAGES.invalidDay : error;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={message !== null}
      helperText={message ?? DOWNLOAD_MESSAGES.hint}
      placeholder="TT.MM.JJJJ"
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
