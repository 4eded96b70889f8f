/** The editor of one setting, by its kind: number, colour, LED hue, choice, text, image, links. */
import type { ContentImage } from '@kollekta/contract';
import {
  colorOfHue,
  hueOfColor,
  SETTING_DEFINITIONS,
  type SettingKey,
  SOCIAL_MEDIA_KEYS,
  SOCIAL_MEDIA_LABELS,
  THANK_YOU_PLACEHOLDERS,
} from '@kollekta/domain';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SETTINGS_MESSAGES } from '../messages';

type Props = {
  settingKey: SettingKey;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
  isReadOnly: boolean;
  images: ContentImage[];
  onUpload: () => void;
};

function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function SettingField({ settingKey, value, onChange, error, isReadOnly, images, onUpload }: Props) {
  const definition = SETTING_DEFINITIONS[settingKey];
  const id = `setting-${settingKey}`;
  const common = {
    id,
    label: definition.label,
    error: Boolean(error),
    helperText: error ?? definition.help,
    disabled: isReadOnly,
    fullWidth: true,
    margin: 'none' as const,
    size: 'small' as const,
    // a locked field's help says why it is locked: it stays readable (WCAG 1.4.3)
    sx: { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } },
  };
  switch (definition.kind) {
    case 'integer':
    case 'amountOrNever':
      return (
        <TextField
          {...common}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ htmlInput: { inputMode: definition.kind === 'integer' ? 'numeric' : 'decimal' } }}
        />
      );
    case 'email':
    case 'url':
      return (
        <TextField {...common} value={asText(value)} onChange={(event) => onChange(event.target.value)} />
      );
    case 'template':
      return (
        <TextField
          {...common}
          multiline
          minRows={2}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          helperText={
            error ??
            SETTINGS_MESSAGES.placeholders(THANK_YOU_PLACEHOLDERS.map((entry) => `{${entry.name}}`).join(' '))
          }
        />
      );
    case 'choice':
      return (
        <TextField
          {...common}
          select
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
        >
          {(definition.choices ?? []).map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'boolean':
      return (
        <FormControlLabel
          disabled={isReadOnly}
          control={<Switch checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
          label={definition.label}
        />
      );
    case 'color':
      return (
        <Stack spacing={1}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label={definition.label}>
            {(definition.swatches ?? []).map((swatch) => (
              <Box
                key={swatch}
                component="button"
                type="button"
                aria-label={swatch}
                aria-pressed={asText(value).toLowerCase() === swatch.toLowerCase()}
                disabled={isReadOnly}
                onClick={() => onChange(swatch)}
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  bgcolor: swatch,
                  cursor: 'pointer',
                  border: 3,
                  borderColor:
                    asText(value).toLowerCase() === swatch.toLowerCase() ? 'text.primary' : 'transparent',
                }}
              />
            ))}
          </Stack>
          <TextField {...common} value={asText(value)} onChange={(event) => onChange(event.target.value)} />
        </Stack>
      );
    case 'hueColor': {
      const color = /^#[0-9a-fA-F]{6}$/.test(asText(value)) ? asText(value) : '#331493';
      return (
        <Stack spacing={0.5}>
          <Typography variant="body2" component="label" htmlFor={id}>
            {definition.label}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box
              sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: color, flex: 'none' }}
              aria-hidden
            />
            <Slider
              id={id}
              min={0}
              max={360}
              value={hueOfColor(color)}
              track={false}
              disabled={isReadOnly}
              onChange={(_event, hue) => onChange(colorOfHue(hue as number))}
              aria-label={`${definition.label}: ${SETTINGS_MESSAGES.hue}`}
              sx={{
                '& .MuiSlider-rail': {
                  opacity: 1,
                  background:
                    'linear-gradient(90deg, #f00, #ff0 17%, #0f0 33%, #0ff 50%, #00f 67%, #f0f 83%, #f00)',
                },
              }}
            />
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {color}
            </Typography>
          </Stack>
          {error && (
            <Typography variant="caption" color="error">
              {error}
            </Typography>
          )}
        </Stack>
      );
    }
    case 'image': {
      const fitting = images.filter((image) =>
        image.types.some((type) => (definition.imageTypes ?? []).includes(type)),
      );
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            {...common}
            select
            value={asText(value)}
            onChange={(event) => onChange(event.target.value || null)}
          >
            <MenuItem value="">{SETTINGS_MESSAGES.noImage}</MenuItem>
            {fitting.map((image) => (
              <MenuItem key={image.hash} value={image.hash}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box
                    component="img"
                    src={image.thumbnails[0]?.download_url ?? image.download_url}
                    alt=""
                    sx={{ width: 32, height: 32, objectFit: 'contain', bgcolor: 'grey.100' }}
                  />
                  <span>{image.name}</span>
                </Stack>
              </MenuItem>
            ))}
          </TextField>
          <Button
            onClick={onUpload}
            disabled={isReadOnly}
            startIcon={<UploadIcon />}
            sx={{ flex: 'none', mt: 0.25 }}
          >
            {SETTINGS_MESSAGES.uploadImage}
          </Button>
        </Stack>
      );
    }
    case 'socialMedia': {
      const links = (value && typeof value === 'object' ? value : {}) as Record<string, string>;
      return (
        <Stack spacing={1}>
          <Typography variant="body2">{definition.label}</Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {SOCIAL_MEDIA_KEYS.map((key) => (
              <TextField
                key={key}
                size="small"
                margin="none"
                label={SOCIAL_MEDIA_LABELS[key]}
                value={links[key] ?? ''}
                disabled={isReadOnly}
                onChange={(event) => onChange({ ...links, [key]: event.target.value })}
              />
            ))}
          </Box>
          {error && (
            <Typography variant="caption" color="error">
              {error}
            </Typography>
          )}
        </Stack>
      );
    }
  }
}
