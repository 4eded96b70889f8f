/**
 * Bulk receipts ('Bescheinigungen', §2 /certificates, §5 "Bulk receipts"): the selector
 * (organisations, from inclusive, before exclusive, an optional minimum total in whole euros,
 * collective receipts per person and year), the generate button with its progress dialog, and the
 * audit of generated receipts (who, when, how many).
 */
import { toBusinessYear, validateReceiptSelector } from '@kollekta/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { readFieldErrors } from '../../lib/api-client';
import { useTenant } from '../app/tenant-context';
import { kgOrganizationsQuery } from '../organizations/api';
import { generateReceipts } from './api';
import { KG_PAYMENT_TEXTS as TEXTS } from './messages';
import { ReceiptAuditTable } from './ReceiptAuditTable';
import { ReceiptGenerationDialog } from './ReceiptGenerationDialog';

export default function CertificatesPage() {
  const tenant = useTenant();
  const year = toBusinessYear(new Date());
  const organizations = useQuery(kgOrganizationsQuery(tenant.id));
  const [selected, setSelected] = useState<string[] | null>(null);
  const [dateFrom, setDateFrom] = useState(`${year - 1}-01-01`);
  const [dateBefore, setDateBefore] = useState(`${year}-01-01`);
  const [minAmount, setMinAmount] = useState('');
  const [collective, setCollective] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [taskId, setTaskId] = useState<string | null>(null);

  const current = (organizations.data?.results ?? []).filter((organization) => !organization.valid_before);
  // all current parishes until the user chooses
  useEffect(() => {
    if (selected === null && organizations.data) setSelected(current.map((organization) => organization.url));
  }, [selected, organizations.data, current]);

  const body = {
    organizations: selected ?? [],
    date_from: dateFrom,
    date_before: dateBefore,
    sum_min_amount: minAmount.trim() || null,
    collective,
  };
  const mutation = useMutation({
    mutationFn: () => generateReceipts(tenant.id, body),
    meta: { handledStatuses: [400] },
    onSuccess: (answer) => setTaskId(answer.task_id),
    onError: (error) => setErrors(readFieldErrors(error)),
  });
  const submit = () => {
    const checked = validateReceiptSelector(body).errors;
    setErrors(checked);
    if (Object.keys(checked).length === 0) mutation.mutate();
  };
  const closeDialog = useCallback(() => setTaskId(null), []);
  const errorOf = (field: string) => errors[field]?.join(' ');

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {TEXTS.certificates}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Typography sx={{ mb: 2 }}>{TEXTS.certificatesIntro}</Typography>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <TextField
            select
            label={TEXTS.organizations}
            required
            value={selected ?? []}
            onChange={(event) => {
              const value = event.target.value as unknown as string[] | string;
              setSelected(typeof value === 'string' ? value.split(',') : value);
            }}
            slotProps={{ select: { multiple: true } }}
            error={Boolean(errorOf('organizations'))}
            helperText={errorOf('organizations')}
          >
            {(organizations.data?.results ?? []).map((organization) => (
              <MenuItem key={organization.url} value={organization.url}>
                {organization.name} ({organization.kro_nr})
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={TEXTS.dateFrom}
              type="date"
              required
              value={dateFrom}
              onChange={(event) => setDateFrom(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errorOf('date_from'))}
              helperText={errorOf('date_from')}
              fullWidth
            />
            <TextField
              label={TEXTS.dateBefore}
              type="date"
              required
              value={dateBefore}
              onChange={(event) => setDateBefore(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errorOf('date_before'))}
              helperText={errorOf('date_before')}
              fullWidth
            />
          </Stack>
          <TextField
            label={TEXTS.sumMinAmount}
            value={minAmount}
            onChange={(event) => setMinAmount(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={Boolean(errorOf('sum_min_amount'))}
            helperText={errorOf('sum_min_amount')}
          />
          <FormControlLabel
            control={
              <Checkbox checked={collective} onChange={(event) => setCollective(event.target.checked)} />
            }
            label={TEXTS.collective}
          />
          <div>
            <Button variant="contained" onClick={submit} disabled={mutation.isPending || taskId !== null}>
              {TEXTS.generate}
            </Button>
          </div>
        </Stack>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {TEXTS.audit}
        </Typography>
        <ReceiptAuditTable tenantId={tenant.id} />
      </Paper>
      <ReceiptGenerationDialog tenantId={tenant.id} taskId={taskId} onClose={closeDialog} />
    </Stack>
  );
}
