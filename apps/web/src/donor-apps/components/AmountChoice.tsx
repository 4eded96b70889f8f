/**
 * The amount in the collection app: round amounts to tap (the initial amount among them) or another
 * amount typed in German format, between the app's minimum and maximum (§9: 999, 5000 for jake).
 */
import type { PublicWebApp } from '@kollekta/contract';
import { checkDonationAmount, formatMoney, quickAmounts } from '@kollekta/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DONOR_MESSAGES } from '../messages';
import { toBounds } from './amount-bounds';

type Props = {
  purpose: string;
  amounts: PublicWebApp['amounts'];
  currency: string;
  quickCount: number;
  onBack: () => void;
  onChosen: (cents: number) => void;
};

export function AmountChoice({ purpose, amounts, currency, quickCount, onBack, onChosen }: Props) {
  const bounds = toBounds(amounts);
  const choices = quickAmounts(bounds, quickCount);
  const [quick, setQuick] = useState<number | null>(choices.includes(bounds.initial) ? bounds.initial : null);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const otherId = useId();
  const errorId = useId();

  const handleContinue = () => {
    if (other.trim() === '' && quick !== null) return onChosen(quick * 100);
    const check = checkDonationAmount(other, bounds);
    if (!check.ok) return setError(check.message);
    onChosen(check.cents);
  };

  return (
    <Stack sx={{ flex: 1, minHeight: 0, gap: 1, justifyContent: 'center' }}>
      <Typography component="h1" sx={{ fontWeight: 500, fontSize: '1.05rem' }} noWrap title={purpose}>
        {DONOR_MESSAGES.preposition} {purpose}
      </Typography>
      <Typography variant="body2">{DONOR_MESSAGES.chooseAmount}</Typography>
      <ToggleButtonGroup
        exclusive
        value={other.trim() === '' ? quick : null}
        onChange={(_event, value: number | null) => {
          if (value === null) return;
          setQuick(value);
          setOther('');
          setError(null);
        }}
        aria-label={DONOR_MESSAGES.amount}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${Math.min(choices.length, 4)}, 1fr)`,
          gap: 0.75,
        }}
      >
        {choices.map((amount) => (
          <ToggleButton
            key={amount}
            value={amount}
            sx={{
              border: '2px solid rgba(255, 255, 255, 0.85) !important',
              borderRadius: '10px !important',
              color: 'inherit',
              fontWeight: 700,
              py: 0.75,
              '&.Mui-selected, &.Mui-selected:hover': { bgcolor: '#fff', color: 'primary.main' },
            }}
          >
            {formatMoney(amount * 100, currency)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box>
        <Box
          component="label"
          htmlFor={otherId}
          sx={{ display: 'block', fontSize: '0.8rem', opacity: 0.9, mb: 0.25 }}
        >
          {DONOR_MESSAGES.otherAmount}
        </Box>
        <InputBase
          id={otherId}
          value={other}
          onChange={(event) => {
            setOther(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => event.key === 'Enter' && handleContinue()}
          placeholder={`${bounds.min}–${bounds.max.toLocaleString('de-DE')}`}
          inputProps={{ inputMode: 'decimal', 'aria-describedby': error ? errorId : undefined }}
          endAdornment={currency === 'CHF' ? 'CHF' : '€'}
          fullWidth
          sx={{ bgcolor: '#fff', color: 'text.primary', borderRadius: 1, px: 1.25, py: 0.25 }}
        />
        {error && (
          <Typography id={errorId} role="alert" variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
            {error}
          </Typography>
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button color="inherit" onClick={onBack}>
          {DONOR_MESSAGES.back}
        </Button>
        <Button
          variant="contained"
          fullWidth
          onClick={handleContinue}
          disabled={other.trim() === '' && quick === null}
          sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
        >
          {DONOR_MESSAGES.continue}
        </Button>
      </Stack>
    </Stack>
  );
}
