/**
 * The embedding of a web app (devices-income-kirchgeld.md §2 "Embedding helpers", §9): the iframe
 * generator of the collection app (parish selection, small variant, alignment) and of the donation
 * app (width 385–650 or 100 %, height 285–500, alignment), with the code to copy and the direct link.
 * Shown in the device card's 'Einbinden' dialog and on the web app's own page.
 */
import {
  clampDonationAppEmbed,
  collectionAppEmbedCode,
  collectionAppPath,
  DONATION_APP_FRAME,
  donationAppEmbedCode,
  donationAppPath,
  EMBED_ALIGNMENT_LABELS,
  EMBED_ALIGNMENTS,
  type EmbedAlignment,
  normalizeCollectionAppEmbed,
} from '@kollekta/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMessages } from '../../message-bars';
import { EMBED_MESSAGES } from '../messages';

export type EmbeddableApp = 'john' | 'bart';

export function EmbedGenerator({ app, organizationId }: { app: EmbeddableApp; organizationId: number }) {
  const isCollectionApp = app === 'john';
  const baseUrl = window.location.origin;
  const [alignment, setAlignment] = useState<EmbedAlignment>('center');
  const [collection, setCollection] = useState({ showParishSelection: false, small: false });
  const [donation, setDonation] = useState<{ width: number | 'full'; height: number }>({
    width: DONATION_APP_FRAME.width.default,
    height: DONATION_APP_FRAME.height.default,
  });
  const { showSuccess } = useMessages();

  const normalized = normalizeCollectionAppEmbed({ ...collection, alignment });
  const code = isCollectionApp
    ? collectionAppEmbedCode(baseUrl, organizationId, normalized)
    : donationAppEmbedCode(baseUrl, organizationId, { ...donation, alignment });
  const directLink = `${baseUrl}${isCollectionApp ? collectionAppPath(organizationId) : donationAppPath(organizationId)}`;

  return (
    <Stack spacing={2}>
      {isCollectionApp ? (
        <Stack>
          <FormControlLabel
            control={
              <Checkbox
                checked={normalized.showParishSelection}
                disabled={collection.small}
                onChange={(event) =>
                  setCollection({ ...collection, showParishSelection: event.target.checked })
                }
              />
            }
            label={EMBED_MESSAGES.parishSelection}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={collection.small}
                onChange={(event) => setCollection({ ...collection, small: event.target.checked })}
              />
            }
            label={EMBED_MESSAGES.small}
          />
        </Stack>
      ) : (
        <DonationSize value={donation} onChange={setDonation} />
      )}
      <Stack spacing={0.5}>
        <FormLabel>{EMBED_MESSAGES.alignment}</FormLabel>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={alignment}
          onChange={(_event, value: EmbedAlignment | null) => value && setAlignment(value)}
          aria-label={EMBED_MESSAGES.alignment}
        >
          {EMBED_ALIGNMENTS.map((value) => (
            <ToggleButton key={value} value={value}>
              {EMBED_ALIGNMENT_LABELS[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <TextField
        label={EMBED_MESSAGES.code}
        value={code}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: 12 } } }}
      />
      <Typography variant="body2">
        {EMBED_MESSAGES.directLink}:{' '}
        <Link href={directLink} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
          {directLink}
        </Link>
      </Typography>
      <div>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => navigator.clipboard?.writeText(code).then(() => showSuccess(EMBED_MESSAGES.copied))}
        >
          {EMBED_MESSAGES.copy}
        </Button>
      </div>
    </Stack>
  );
}

function DonationSize(props: {
  value: { width: number | 'full'; height: number };
  onChange: (value: { width: number | 'full'; height: number }) => void;
}) {
  const { width, height } = DONATION_APP_FRAME;
  const value = clampDonationAppEmbed({ ...props.value, alignment: 'center' });
  const isFull = value.width === 'full';
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormLabel sx={{ minWidth: 60 }}>{EMBED_MESSAGES.width}</FormLabel>
        <Slider
          min={width.min}
          max={width.max}
          value={isFull ? width.max : (value.width as number)}
          disabled={isFull}
          onChange={(_event, next) => props.onChange({ ...props.value, width: next as number })}
          aria-label={EMBED_MESSAGES.width}
          valueLabelDisplay="auto"
        />
        <Typography sx={{ minWidth: 64 }}>
          {isFull ? EMBED_MESSAGES.fullWidth : EMBED_MESSAGES.pixels(value.width as number)}
        </Typography>
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={isFull}
            onChange={(event) =>
              props.onChange({ ...props.value, width: event.target.checked ? 'full' : width.default })
            }
          />
        }
        label={EMBED_MESSAGES.fullWidth}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormLabel sx={{ minWidth: 60 }}>{EMBED_MESSAGES.height}</FormLabel>
        <Slider
          min={height.min}
          max={height.max}
          value={value.height}
          onChange={(_event, next) => props.onChange({ ...props.value, height: next as number })}
          aria-label={EMBED_MESSAGES.height}
          valueLabelDisplay="auto"
        />
        <Typography sx={{ minWidth: 64 }}>{EMBED_MESSAGES.pixels(value.height)}</Typography>
      </Stack>
    </Stack>
  );
}
