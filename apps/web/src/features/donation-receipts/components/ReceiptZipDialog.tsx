/**
 * 'Zeitraum als ZIP herunterladen' (devices-income-kirchgeld.md "Receipt generation (bulk)"): the
 * period (date from inclusive, date before exclusive, both 'Verpflichtend') starts a job on the
 * server; the dialog shows it waiting for server capacity, then 'done of total', then loading the
 * ZIP, downloads `{timestamp}_Zuwendungsbestätigungen.zip` and closes.
 */
import type { ReceiptZipJob } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { splitRefusal } from '../../../lib/form-feedback';
import { messageStore } from '../../message-bars';
import { downloadReceiptZip, receiptZipQuery, startReceiptZip } from '../api';
import { DONATION_RECEIPTS_MESSAGES, ZIP_DIALOG_MESSAGES as TEXT } from '../messages';
import { validateZipPeriod, type ZipPeriodErrors, type ZipPeriodInput } from '../zip-period';

type Props = { organizationId: number; onClose: () => void };

const PICKER_TEXTS = deDE.components.MuiLocalizationProvider.defaultProps.localeText;
/** a day typed only in part: not empty, so the dialog says it is no valid day */
const PARTIAL_DAY = 'unvollständig';

export function ReceiptZipDialog({ organizationId, onClose }: Props) {
  const titleId = useId();
  const [period, setPeriod] = useState<ZipPeriodInput>({ dateFrom: '', dateBefore: '' });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ZipPeriodErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ownErrors = validateZipPeriod(period);
  const errors: ZipPeriodErrors = {
    dateFrom: (isSubmitted ? ownErrors.dateFrom : undefined) ?? serverErrors.dateFrom,
    dateBefore: (isSubmitted ? ownErrors.dateBefore : undefined) ?? serverErrors.dateBefore,
  };

  const start = useMutation({
    mutationFn: () =>
      startReceiptZip({
        organization: organizationId,
        date_from: period.dateFrom,
        date_before: period.dateBefore,
      }),
    meta: { handledStatuses: 'all' },
    onMutate: () => setFailure(null),
    onError: (error) => {
      const { fields, rest } = splitRefusal(error, ['date_from', 'date_before'] as const);
      setServerErrors({ dateFrom: fields.date_from, dateBefore: fields.date_before });
      setFailure(rest);
    },
  });
  const job = start.data ?? null;

  const handleStart = () => {
    setIsSubmitted(true);
    if (Object.keys(ownErrors).length > 0) return;
    start.mutate();
  };
  const setDay = (field: keyof ZipPeriodInput, value: string) => {
    setPeriod({ ...period, [field]: value });
    setServerErrors({ ...serverErrors, [field]: undefined });
  };
  const isBusy = start.isPending || job !== null;

  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{TEXT.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography color="text.secondary">{TEXT.explanation}</Typography>
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={PICKER_TEXTS}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DayPicker
                label={TEXT.dateFrom}
                value={period.dateFrom}
                disabled={isBusy}
                onChange={(value) => setDay('dateFrom', value)}
                error={errors.dateFrom}
              />
              <DayPicker
                label={TEXT.dateBefore}
                value={period.dateBefore}
                disabled={isBusy}
                onChange={(value) => setDay('dateBefore', value)}
                error={errors.dateBefore}
              />
            </Stack>
          </LocalizationProvider>
          {failure && <Alert severity="error">{failure}</Alert>}
          {job && <ZipJobProgress jobId={job.id} initial={job} onDone={onClose} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={start.isPending}>
          {job ? DONATION_RECEIPTS_MESSAGES.close : DONATION_RECEIPTS_MESSAGES.cancel}
        </Button>
        {!job && (
          <Button
            variant="contained"
            onClick={handleStart}
            disabled={start.isPending}
            startIcon={start.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {start.isPending ? TEXT.starting : TEXT.start}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Follows the job every second; once finished, loads the ZIP once and closes the dialog. */
function ZipJobProgress({
  jobId,
  initial,
  onDone,
}: {
  jobId: string;
  initial: ReceiptZipJob;
  onDone: () => void;
}) {
  const { data } = useQuery({ ...receiptZipQuery(jobId), initialData: initial, initialDataUpdatedAt: 0 });
  const job = data ?? initial;
  const hasStartedDownload = useRef(false);
  const download = useMutation({
    mutationFn: () => downloadReceiptZip(job),
    meta: { handledStatuses: 'all' },
    onSuccess: (fileName) => {
      messageStore.showSuccess(TEXT.downloaded(fileName));
      onDone();
    },
  });
  const { mutate } = download;
  useEffect(() => {
    if (job.state !== 'finished' || hasStartedDownload.current) return;
    hasStartedDownload.current = true;
    mutate();
  }, [job.state, mutate]);

  if (job.state === 'failed') return <Alert severity="error">{job.error ?? TEXT.failed}</Alert>;
  if (download.isError) return <Alert severity="error">{describeApiError(download.error)}</Alert>;
  const text =
    job.state === 'queued'
      ? TEXT.queued
      : job.state === 'running'
        ? TEXT.running(job.done, job.total)
        : TEXT.finished;
  const percent = job.state === 'running' && job.total > 0 ? (job.done / job.total) * 100 : null;
  return (
    <Stack spacing={1} role="status">
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        {...(percent === null ? {} : { value: percent })}
        aria-label={TEXT.progress}
      />
    </Stack>
  );
}

/** A calendar day as DD.MM.YYYY (German picker), kept as an ISO day ('2026-01-01'). */
function DayPicker(props: {
  label: string;
  value: string;
  disabled: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const value = props.value && props.value !== PARTIAL_DAY ? dayjs(props.value, 'YYYY-MM-DD') : null;
  return (
    <DatePicker
      label={props.label}
      value={value}
      format="DD.MM.YYYY"
      disabled={props.disabled}
      onChange={(next) =>
        props.onChange(next === null ? '' : next.isValid() ? next.format('YYYY-MM-DD') : PARTIAL_DAY)
      }
      slotProps={{
        textField: {
          required: true,
          fullWidth: true,
          error: Boolean(props.error),
          helperText: props.error ?? ' ',
          margin: 'none',
        },
      }}
    />
  );
}
