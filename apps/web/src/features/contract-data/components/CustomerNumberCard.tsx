/** The customer number (`datev_creditor`): shown to readers, changed by superusers only (§5). */
import type { OrganizationDetail } from '@kollekta/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { splitRefusal } from '../../../lib/form-feedback';
import { messageStore } from '../../message-bars';
import { useUpdateOrganization } from '../../organizations';
import { CONTRACT_DATA_MESSAGES as M } from '../messages';

export function CustomerNumberCard({
  organization,
  isSuperuser,
}: {
  organization: OrganizationDetail;
  isSuperuser: boolean;
}) {
  const stored = organization.datev_creditor ?? '';
  const [value, setValue] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateOrganization(organization.id);
  const save = () =>
    update.mutate(
      { datev_creditor: value.trim() === '' ? null : value.trim() },
      {
        onSuccess: (saved) => {
          setError(null);
          setValue(saved.datev_creditor ?? '');
          messageStore.showSuccess(M.customerNumberSaved);
        },
        onError: (refusal) => {
          const { fields, rest } = splitRefusal(refusal, ['datev_creditor'] as const);
          setError(fields.datev_creditor ?? null);
          messageStore.showError(rest ? `${M.customerNumberFailed}: ${rest}` : M.customerNumberFailed);
        },
      },
    );

  return (
    <Card variant="outlined" component="section" aria-label={M.customerNumberTitle}>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {M.customerNumberTitle}
        </Typography>
        {isSuperuser ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={M.customerNumber}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={error !== null}
              helperText={error}
              size="small"
              sx={{ width: 320, maxWidth: '100%' }}
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
            <Button
              variant="contained"
              onClick={save}
              disabled={update.isPending || value.trim() === stored}
              startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {M.save}
            </Button>
          </Stack>
        ) : (
          <Typography color={stored ? 'text.primary' : 'text.secondary'} data-testid="customer-number">
            {stored || M.customerNumberNone}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
