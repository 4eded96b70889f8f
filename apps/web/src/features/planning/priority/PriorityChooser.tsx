/**
 * The priority chooser of the collection card (planning.md §2, §4 "Priority saving", §9): one select
 * per device class WS, WA, SP, KS the plan runs on here. A choice is saved at once (create, patch,
 * or for 'keine' on SP/KS delete the organisation's extension), then the plans are reloaded; a
 * failure says so in a snackbar. Who may not plan collections here sees the order but cannot change it.
 */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import { DEVICE_CLASS_LABELS } from '@kollekta/domain';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { canDo } from '../../organizations';
import { planningKeys } from '../api';
import { type PriorityChoice, savePriority } from './api';
import { PRIORITY_MESSAGES } from './messages';
import { PriorityExplanationDialog } from './PriorityExplanationDialog';
import { buildPriorityEntries } from './priority-view';

type Props = { plan: CollectionPlan; organization: OrganizationDetail };

const SNACKBAR_MS = 4000;

export function PriorityChooser({ plan, organization }: Props) {
  const queryClient = useQueryClient();
  const [isExplaining, setIsExplaining] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const mutation = useMutation({
    mutationFn: savePriority,
    // the failure is told in the chooser's own snackbar
    meta: { handledStatuses: 'all' },
    onError: () => setHasFailed(true),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKeys.plans(organization.id) }),
  });
  // a passed plan is shown nowhere any more: nothing to order
  if (plan.hasPassed || plan.isArchived) return null;
  const entries = buildPriorityEntries(plan, organization);
  if (entries.length === 0) return null;
  const canChange = canDo(organization, 'WRITE_CPLAN');
  // until the reload arrives, the choice just made is shown
  const pending = mutation.isPending ? mutation.variables : null;

  const handleChange = (entry: (typeof entries)[number], choiceIndex: number) => {
    const choice: PriorityChoice = {
      planUrl: plan.url,
      organizationUrl: organization.url,
      deviceClass: entry.deviceClass,
      choiceIndex,
      ownExtensionId: entry.ownExtension?.id ?? null,
    };
    mutation.mutate(choice);
  };

  return (
    <Box sx={{ mt: 1.5 }} data-testid="priority-chooser">
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {PRIORITY_MESSAGES.title}
        </Typography>
        <Tooltip title={PRIORITY_MESSAGES.explain}>
          <IconButton
            size="small"
            aria-label={PRIORITY_MESSAGES.explain}
            onClick={() => setIsExplaining(true)}
          >
            <HelpOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {mutation.isPending && (
          <Typography variant="caption" color="text.secondary" role="status">
            {PRIORITY_MESSAGES.saving}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        {entries.map((entry) => {
          const value = pending?.deviceClass === entry.deviceClass ? pending.choiceIndex : entry.choiceIndex;
          const label = PRIORITY_MESSAGES.chooserLabel(entry.deviceClass);
          return (
            <Tooltip
              key={entry.deviceClass}
              title={
                entry.isFromAbove
                  ? `${DEVICE_CLASS_LABELS[entry.deviceClass]}: ${PRIORITY_MESSAGES.fromAbove}`
                  : DEVICE_CLASS_LABELS[entry.deviceClass]
              }
              placement="top"
            >
              <TextField
                select
                size="small"
                label={entry.deviceClass}
                value={String(value)}
                disabled={!canChange || mutation.isPending}
                onChange={(event) => handleChange(entry, Number(event.target.value))}
                sx={{ width: 88 }}
                slotProps={{
                  select: { SelectDisplayProps: { 'aria-label': label, 'aria-labelledby': undefined } },
                }}
              >
                {entry.choices.map((choice, index) => (
                  <MenuItem key={choice} value={String(index)}>
                    {choice}
                  </MenuItem>
                ))}
              </TextField>
            </Tooltip>
          );
        })}
      </Stack>
      <Snackbar
        open={hasFailed}
        autoHideDuration={SNACKBAR_MS}
        onClose={() => setHasFailed(false)}
        message={PRIORITY_MESSAGES.failure}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
      {isExplaining && <PriorityExplanationDialog onClose={() => setIsExplaining(false)} />}
    </Box>
  );
}
