/** A labelled group of radio buttons (how often, the way to pay), with its error below. */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';

type Props = {
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error: string | undefined;
  /** on the first choice, to take the focus when the group has an error */
  inputRef: (element: HTMLInputElement | null) => void;
  disabled: boolean;
};

export function ChoiceGroup({ label, value, choices, onChange, error, inputRef, disabled }: Props) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" error={error !== undefined} disabled={disabled}>
      <FormLabel
        id={labelId}
        component="legend"
        sx={{ fontWeight: 700, fontSize: '0.9rem', color: 'text.primary' }}
      >
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: 0.5 }}
      >
        {choices.map((choice, index) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={
              <Radio size="small" slotProps={{ input: { ref: index === 0 ? inputRef : undefined } }} />
            }
            label={choice.label}
            sx={{ mr: 1 }}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText>}
    </FormControl>
  );
}
