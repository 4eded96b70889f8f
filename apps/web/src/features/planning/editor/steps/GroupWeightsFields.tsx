/**
 * Step 3 in the group modes: each member of the group with its weight (a whole number, at least 1)
 * and the share of the group's income that follows from it ("shown as percent with up to 2 decimals").
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { GROUP_UI_MESSAGES } from '../../messages';
import { describeShares } from '../group-form';
import { SET_OPTIONS, type StepProps } from './step-props';

export function GroupWeightsFields({ form, values, errors, context, canEditPlan }: StepProps) {
  const headingId = useId();
  const members = context.groupMembers ?? [];
  const shares = describeShares(values.weights);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="subtitle2" component="h4" id={headingId}>
        {GROUP_UI_MESSAGES.members}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {GROUP_UI_MESSAGES.membersHelp}
      </Typography>
      <Box
        role="list"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 110px', sm: 'minmax(0, 1fr) 140px 90px' },
          columnGap: 2,
          rowGap: 1.5,
          alignItems: 'center',
          maxWidth: 720,
        }}
      >
        {members.map((member, index) => {
          const field = `weights.${index}` as const;
          return (
            <Box role="listitem" key={member.url} sx={{ display: 'contents' }} data-testid="group-member">
              <Typography sx={{ overflowWrap: 'anywhere' }}>{member.name}</Typography>
              <TextField
                type="number"
                label={GROUP_UI_MESSAGES.weightLabel}
                value={values.weights[index] ?? ''}
                disabled={!canEditPlan}
                onChange={(event) => form.setValue(field, event.target.value, SET_OPTIONS)}
                error={Boolean(errors[field])}
                helperText={errors[field]}
                slotProps={{
                  htmlInput: { min: 1, step: 1, 'aria-label': GROUP_UI_MESSAGES.weight(member.name) },
                }}
                margin="none"
                size="small"
              />
              <Typography
                data-testid="group-member-share"
                aria-label={`${GROUP_UI_MESSAGES.share} ${member.name}`}
                sx={{
                  fontVariantNumeric: 'tabular-nums',
                  gridColumn: { xs: '1 / -1', sm: 'auto' },
                  mt: { xs: -1, sm: 0 },
                }}
              >
                {shares[index]}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
