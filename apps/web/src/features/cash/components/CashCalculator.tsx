/**
 * 'Rechner' (planning.md §2): a count field per bill and coin of the organisation's currency,
 * grouped 'Scheine' and 'Münzen', each with its subtotal, and the live sum. A count that is not a
 * whole number of at least 0 turns red with the tooltip 'Bitte geben Sie eine gültige Anzahl an'.
 */
import {
  type Currency,
  formatDenomination,
  formatMoney,
  groupDenominations,
  parseCount,
} from '@kollekta/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CASH_UI_MESSAGES } from '../messages';

type Props = {
  currency: Currency;
  counts: Record<string, string>;
  errors: Record<string, string>;
  amountCents: number;
  onChange: (denomination: string, text: string) => void;
};

export function CashCalculator({ currency, counts, errors, amountCents, onChange }: Props) {
  return (
    <Stack spacing={2}>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4, rowGap: 2 }}
      >
        {groupDenominations(currency).map((group) => (
          <Box component="section" key={group.kind} aria-label={group.label}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {group.label}
            </Typography>
            <Stack spacing={1}>
              {group.denominations.map((cents) => {
                const key = String(cents);
                const label = formatDenomination(cents, currency);
                const error = errors[key];
                const count = parseCount(counts[key] ?? '');
                return (
                  <Stack key={key} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Typography
                      sx={{ width: '5.5em', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {label}
                    </Typography>
                    <CountField
                      label={CASH_UI_MESSAGES.count(label)}
                      value={counts[key] ?? ''}
                      error={error}
                      onChange={(text) => onChange(key, text)}
                    />
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                    >
                      {count ? CASH_UI_MESSAGES.subtotal(formatMoney(count * cents, currency)) : ''}
                    </Typography>
                  </Stack>
                );
              })}
            </Stack>
          </Box>
        ))}
      </Box>
      <Typography variant="h6" component="p" data-testid="calculator-sum" aria-live="polite">
        {CASH_UI_MESSAGES.calculatorSum}: {formatMoney(amountCents, currency)}
      </Typography>
    </Stack>
  );
}

type CountFieldProps = {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
};

/** One count; while it is wrong, the tooltip says why as long as the field has focus or the pointer. */
function CountField({ label, value, error, onChange }: CountFieldProps) {
  const [isFocused, setIsFocused] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  return (
    <Tooltip
      title={error ?? ''}
      open={Boolean(error) && (isFocused || isHovered)}
      onOpen={() => setIsHovered(true)}
      onClose={() => setIsHovered(false)}
      placement="top"
      arrow
    >
      <TextField
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => setIsFocused(true)}
        onBlur={() => setIsFocused(false)}
        error={Boolean(error)}
        placeholder="0"
        sx={{ width: '6em', m: 0 }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            'aria-label': label,
            'aria-invalid': Boolean(error),
            sx: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
          },
        }}
      />
    </Tooltip>
  );
}
