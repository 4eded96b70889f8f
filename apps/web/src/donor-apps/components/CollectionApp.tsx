/**
 * The collection app (Kollekten-App, /p/{id}): one collection at a time with 'Für' and its purpose
 * filling the screen, arrows between the running collections, then the amount, then the giving
 * step (GivingStep: the form, the thank-you and share step, or plainly that online giving is off).
 */
import type { PublicWebApp } from '@kollekta/contract';
import { pickInitialCollection } from '@kollekta/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DONOR_MESSAGES } from '../messages';
import { AmountChoice } from './AmountChoice';
import { FittedPurpose } from './FittedPurpose';
import { GivingStep } from './GivingStep';
import { MoreInfoButton } from './MoreInfoButton';
import { NoCollections } from './NoCollections';

type Step = { kind: 'purpose' } | { kind: 'amount' } | { kind: 'payment'; cents: number };

export function CollectionApp(props: { data: PublicWebApp; linkedPlanId: number | null; isSmall: boolean }) {
  const { data } = props;
  const { collections } = data;
  const [index, setIndex] = useState(() => {
    const initial = pickInitialCollection(collections, props.linkedPlanId);
    return initial ? collections.indexOf(initial) : 0;
  });
  const [step, setStep] = useState<Step>({ kind: 'purpose' });
  const collection = collections[index];
  if (!collection) return <NoCollections />;

  if (step.kind === 'payment')
    return (
      <GivingStep
        data={data}
        app="john"
        collection={collection}
        cents={step.cents}
        onBack={() => setStep({ kind: 'amount' })}
        onRestart={() => setStep({ kind: 'purpose' })}
      />
    );
  if (step.kind === 'amount')
    return (
      <AmountChoice
        purpose={collection.text}
        amounts={data.amounts}
        currency={data.organization.currency}
        quickCount={props.isSmall ? 3 : 4}
        onBack={() => setStep({ kind: 'purpose' })}
        onChosen={(cents) => setStep({ kind: 'payment', cents })}
      />
    );

  const count = collections.length;
  return (
    <Stack sx={{ flex: 1, minHeight: 0, gap: 1 }}>
      <FittedPurpose text={collection.text} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minHeight: 40 }}>
        {count > 1 && (
          <>
            <IconButton
              color="inherit"
              aria-label={DONOR_MESSAGES.previous}
              onClick={() => setIndex((index - 1 + count) % count)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Typography variant="body2" aria-live="polite" sx={{ minWidth: 56, textAlign: 'center' }}>
              {DONOR_MESSAGES.position(index + 1, count)}
            </Typography>
            <IconButton
              color="inherit"
              aria-label={DONOR_MESSAGES.next}
              onClick={() => setIndex((index + 1) % count)}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <MoreInfoButton collection={collection} />
      </Stack>
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => setStep({ kind: 'amount' })}
        sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
      >
        {DONOR_MESSAGES.give}
      </Button>
    </Stack>
  );
}
