/**
 * The last step of both apps: what the donor chose, and plainly that online giving is not enabled
 * here — this installation has no payment provider, so nothing pretends to take money.
 */
import { formatMoney } from '@kollekta/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DONOR_MESSAGES } from '../messages';

type Props = { cents: number; currency: string; purpose: string; onBack: () => void };

export function PaymentStep({ cents, currency, purpose, onBack }: Props) {
  return (
    <Stack sx={{ flex: 1, minHeight: 0, gap: 1, justifyContent: 'center' }}>
      <Typography component="h1" sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
        {DONOR_MESSAGES.summary(formatMoney(cents, currency), purpose)}
      </Typography>
      <Paper role="status" sx={{ p: 1.5, color: 'text.primary', borderRadius: 2 }}>
        <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{DONOR_MESSAGES.paymentUnavailable}</Typography>
        <Typography variant="body2">{DONOR_MESSAGES.paymentHint}</Typography>
      </Paper>
      <Button color="inherit" onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
        {DONOR_MESSAGES.changeAmount}
      </Button>
    </Stack>
  );
}
