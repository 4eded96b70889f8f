/**
 * The donation app (Spenden-App, /o/{id}): the donation purpose (chosen from the running ones, its
 * text in at most 3 lines), the amount on a slider from the minimum to the soft maximum (300) or
 * typed up to the maximum (999, 5000 for jake), then the giving step (GivingStep: the form, the
 * thank-you and share step, or plainly that online giving is off).
 */
import type { PublicWebApp } from '@kollekta/contract';
import { checkDonationAmount, pickInitialCollection } from '@kollekta/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DONOR_MESSAGES } from '../messages';
import { toBounds } from './amount-bounds';
import { GivingStep } from './GivingStep';
import { MoreInfoButton } from './MoreInfoButton';
import { NoCollections } from './NoCollections';

export function DonationApp(props: { data: PublicWebApp; linkedPlanId: number | null }) {
  const { data } = props;
  const { collections } = data;
  const bounds = toBounds(data.amounts);
  const [collectionId, setCollectionId] = useState(
    () => pickInitialCollection(collections, props.linkedPlanId)?.id ?? null,
  );
  const [amount, setAmount] = useState(String(bounds.initial));
  const [error, setError] = useState<string | null>(null);
  const [paidCents, setPaidCents] = useState<number | null>(null);
  const purposeId = useId();
  const amountId = useId();
  const errorId = useId();
  const collection = collections.find((entry) => entry.id === collectionId) ?? collections[0];
  if (!collection) return <NoCollections />;

  if (paidCents !== null)
    return (
      <GivingStep
        data={data}
        app="bart"
        collection={collection}
        cents={paidCents}
        onBack={() => setPaidCents(null)}
        onRestart={() => setPaidCents(null)}
      />
    );

  const check = checkDonationAmount(amount, bounds);
  const sliderValue = check.ok
    ? Math.min(Math.max(check.cents / 100, bounds.min), bounds.sliderMax)
    : bounds.min;
  const handleDonate = () => (check.ok ? setPaidCents(check.cents) : setError(check.message));

  return (
    <Stack sx={{ flex: 1, minHeight: 0, gap: 0.75, justifyContent: 'center' }}>
      {collections.length > 1 ? (
        <Box>
          <Box
            component="label"
            htmlFor={purposeId}
            sx={{ display: 'block', fontSize: '0.8rem', opacity: 0.9 }}
          >
            {DONOR_MESSAGES.purpose}
          </Box>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <NativeSelect
              id={purposeId}
              fullWidth
              disableUnderline
              value={collection.id}
              onChange={(event) => setCollectionId(Number(event.target.value))}
              sx={{ bgcolor: '#fff', color: 'text.primary', borderRadius: 1, px: 1, fontWeight: 500 }}
            >
              {collections.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.text}
                </option>
              ))}
            </NativeSelect>
            <MoreInfoButton collection={collection} />
          </Stack>
        </Box>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <Purpose text={collection.text} />
          <MoreInfoButton collection={collection} />
        </Stack>
      )}
      <Box>
        <Box component="label" htmlFor={amountId} sx={{ display: 'block', fontSize: '0.8rem', opacity: 0.9 }}>
          {DONOR_MESSAGES.amountInEuro(data.organization.currency)}
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          <Slider
            min={bounds.min}
            max={bounds.sliderMax}
            step={1}
            value={sliderValue}
            onChange={(_event, value) => {
              setAmount(String(value));
              setError(null);
            }}
            aria-label={DONOR_MESSAGES.amountSlider}
            sx={{ color: '#fff', flex: 1 }}
          />
          <InputBase
            id={amountId}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => event.key === 'Enter' && handleDonate()}
            inputProps={{
              inputMode: 'decimal',
              'aria-describedby': error ? errorId : undefined,
              style: { textAlign: 'right' },
            }}
            endAdornment={<Box sx={{ pl: 0.5 }}>{data.organization.currency === 'CHF' ? 'CHF' : '€'}</Box>}
            sx={{
              width: 104,
              bgcolor: '#fff',
              color: 'text.primary',
              borderRadius: 1,
              px: 1,
              fontWeight: 700,
            }}
          />
        </Stack>
        {error && (
          <Typography id={errorId} role="alert" variant="body2" sx={{ fontWeight: 500 }}>
            {error}
          </Typography>
        )}
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={handleDonate}
        sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
      >
        {DONOR_MESSAGES.donate}
      </Button>
    </Stack>
  );
}

/** One purpose: its text in at most 3 lines (planning.md §5 for the donation app). */
function Purpose({ text }: { text: string }) {
  return (
    <Typography
      component="h1"
      sx={{
        flex: 1,
        fontWeight: 500,
        fontSize: '1.2rem',
        lineHeight: 1.2,
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
      }}
    >
      {text}
    </Typography>
  );
}
