/**
 * The donation meter dialog (planning.md §2): the goal (German number, placeholder 10.000) and the
 * domains allowed to show it, one per line, each checked against the host-name pattern; save stays
 * disabled while anything is invalid (§5). An existing meter shows its address and can be deleted
 * after a question. A second meter for the plan answers 400 with the spec's warning (administration.md §8).
 */
import { API_PREFIX, type CollectionPlan, type OrganizationDetail } from '@kollekta/contract';
import {
  centsToDecimalString,
  decimalStringToCents,
  formatDonationGoalInput,
  isValidDomainName,
  parseGermanAmount,
  validateDonationGoal,
  validateDonationMeterDomains,
} from '@kollekta/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { describeApiError, readFieldErrors } from '../../../lib/api-client';
import { messageStore } from '../../message-bars';
import { createDonationMeter, deleteDonationMeter, planningQueryKey, updateDonationMeter } from '../api';
import { DONATION_METER_MESSAGES } from '../messages';

type Props = {
  plan: CollectionPlan;
  organization: OrganizationDetail;
  onClose: () => void;
};

function toLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function DonationMeterDialog({ plan, organization, onClose }: Props) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const existing = plan.meta.donation_meter;
  const [goal, setGoal] = useState(() => {
    const cents = existing ? decimalStringToCents(existing.donation_goal) : null;
    return cents === null ? '' : formatDonationGoalInput(cents);
  });
  const [domains, setDomains] = useState(existing?.allowed_origins.join('\n') ?? '');
  const [isGoalTouched, setIsGoalTouched] = useState(existing !== undefined);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  const goalCents = goal.trim() === '' ? null : parseGermanAmount(goal);
  const goalError = validateDonationGoal(goalCents);
  const domainLines = toLines(domains);
  const domainError = validateDonationMeterDomains(domainLines);
  const invalidLines = domainLines.filter((line) => !isValidDomainName(line));
  const address = existing
    ? `${window.location.origin}${API_PREFIX}donation_meter/${existing.secret_token}/`
    : null;
  const currency = organization.currency === 'EUR' ? '€' : organization.currency;

  const reload = () => queryClient.invalidateQueries({ queryKey: planningQueryKey(organization.id) });
  const reportError = (error: unknown) => {
    // 400 with a plan error (the meter exists already): the spec's warning; otherwise the server's text
    const planError = readFieldErrors(error).plan?.[0];
    if (planError) messageStore.showWarning(planError);
    else messageStore.showError(describeApiError(error));
  };
  const save = useMutation({
    mutationFn: () => {
      const body = { donation_goal: centsToDecimalString(goalCents ?? 0), allowed_origins: domainLines };
      return existing ? updateDonationMeter(plan.id, body) : createDonationMeter(plan.id, body);
    },
    meta: { handledStatuses: 'all' },
    onSuccess: async () => {
      await reload();
      messageStore.showSuccess(existing ? DONATION_METER_MESSAGES.updated : DONATION_METER_MESSAGES.created);
      onClose();
    },
    onError: reportError,
  });
  const remove = useMutation({
    mutationFn: () => deleteDonationMeter(plan.id),
    meta: { handledStatuses: 'all' },
    onSuccess: async () => {
      await reload();
      messageStore.showSuccess(DONATION_METER_MESSAGES.deleted);
      onClose();
    },
    onError: (error) => {
      setIsConfirmingDelete(false);
      reportError(error);
    },
  });
  const isBusy = save.isPending || remove.isPending;
  const canSave = goalError === null && domainError === null && !isBusy;

  return (
    <Dialog
      open
      onClose={isBusy ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 600, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{DONATION_METER_MESSAGES.title(plan.name)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            {DONATION_METER_MESSAGES.intro}
          </Typography>
          <TextField
            label={DONATION_METER_MESSAGES.goal}
            placeholder={DONATION_METER_MESSAGES.goalPlaceholder}
            value={goal}
            onChange={(event) => setGoal(event.target.value)}
            onBlur={() => setIsGoalTouched(true)}
            error={isGoalTouched && goalError !== null}
            helperText={isGoalTouched ? goalError : undefined}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
            }}
            autoFocus
            margin="none"
          />
          <TextField
            label={DONATION_METER_MESSAGES.domains}
            value={domains}
            onChange={(event) => setDomains(event.target.value)}
            error={domainError !== null}
            helperText={
              domainError ? `${domainError}: ${invalidLines.join(', ')}` : DONATION_METER_MESSAGES.domainsHint
            }
            multiline
            minRows={3}
            margin="none"
          />
          <Typography variant="body2" color="text.secondary">
            {DONATION_METER_MESSAGES.alwaysAllowed}
          </Typography>
          {address && (
            <Box>
              <Typography variant="subtitle2">{DONATION_METER_MESSAGES.address}</Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography
                  data-testid="donation-meter-address"
                  sx={{ fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere', flex: 1 }}
                >
                  {address}
                </Typography>
                <Tooltip title={DONATION_METER_MESSAGES.copy}>
                  <IconButton
                    aria-label={DONATION_METER_MESSAGES.copy}
                    onClick={() =>
                      navigator.clipboard
                        ?.writeText(address)
                        .then(() => messageStore.showSuccess(DONATION_METER_MESSAGES.copied))
                    }
                  >
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {DONATION_METER_MESSAGES.addressHint}
              </Typography>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {existing && (
          <Button
            color="error"
            onClick={() => setIsConfirmingDelete(true)}
            disabled={isBusy}
            sx={{ mr: 'auto' }}
          >
            {DONATION_METER_MESSAGES.delete}
          </Button>
        )}
        <Button onClick={onClose} disabled={isBusy}>
          {DONATION_METER_MESSAGES.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => save.mutate()}
          disabled={!canSave}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {DONATION_METER_MESSAGES.save}
        </Button>
      </DialogActions>
      <Dialog
        open={isConfirmingDelete}
        onClose={remove.isPending ? undefined : () => setIsConfirmingDelete(false)}
        aria-labelledby={`${titleId}-delete`}
        slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
      >
        <DialogTitle id={`${titleId}-delete`}>{DONATION_METER_MESSAGES.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{DONATION_METER_MESSAGES.deleteText}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setIsConfirmingDelete(false)} disabled={remove.isPending}>
            {DONATION_METER_MESSAGES.deleteNo}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            startIcon={remove.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {DONATION_METER_MESSAGES.deleteYes}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
