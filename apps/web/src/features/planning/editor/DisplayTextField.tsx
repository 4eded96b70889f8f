/**
 * A display text of a web app with a live preview. The collection app (WA) fits 'Für' and the
 * text in 4 lines, shrinking the font from 71 towards 10; the donation app (WS) allows 3 lines.
 * The fit is computed 1000 ms after the last edit (planning.md §9) and measured on a canvas.
 */
import {
  COLLECTION_APP_TEXT,
  type DisplayTextFit,
  fitCollectionAppText,
  fitDonationAppText,
  type MeasureText,
} from '@kollekta/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { EDITOR_MESSAGES } from '../messages';

/** The reference screen of the web apps, in CSS pixels, and the preview's scale. */
const SCREEN = { width: 360, height: 640, padding: 16 } as const;
const PREVIEW_SCALE = 0.5;
const DONATION_APP_FONT_SIZE = 24;
const FONT_FAMILY = 'Roboto, "Helvetica Neue", Arial, sans-serif';
const APP_COLORS = { WA: '#723288', WS: '#03867b' } as const;

let canvasContext: CanvasRenderingContext2D | null | undefined;

/** Canvas measurement in the browser; an average character width where no canvas exists. */
const measureText: MeasureText = (text, fontSize) => {
  if (canvasContext === undefined) {
    try {
      canvasContext = document.createElement('canvas').getContext('2d');
    } catch {
      canvasContext = null;
    }
  }
  if (!canvasContext) return [...text].length * fontSize * 0.55;
  canvasContext.font = `500 ${fontSize}px ${FONT_FAMILY}`;
  return canvasContext.measureText(text).width;
};

export function fitDisplayText(app: 'WA' | 'WS', text: string): DisplayTextFit {
  // nothing to show yet (no name either): the name's own rule speaks, not the display's
  if (text.trim().length === 0)
    return { kind: 'fits', fontSize: COLLECTION_APP_TEXT.startFontSize, lines: [] };
  // a pixel to spare: the canvas and the page may round a line's width differently
  const width = SCREEN.width - 2 * SCREEN.padding - 2;
  if (app === 'WA') return fitCollectionAppText(text, { width, screenHeight: SCREEN.height }, measureText);
  return fitDonationAppText(text, { width, fontSize: DONATION_APP_FONT_SIZE }, measureText);
}

/**
 * The fits of both web-app texts (the text, or the name when it is empty), computed at once when
 * the editor opens and then 1000 ms after the last edit.
 */
export function useDisplayFits(texts: Record<'WA' | 'WS', string>): Record<'WA' | 'WS', DisplayTextFit> {
  const [fits, setFits] = useState(() => ({
    WA: fitDisplayText('WA', texts.WA),
    WS: fitDisplayText('WS', texts.WS),
  }));
  const isFirst = useRef(true);
  useEffect(() => {
    const apply = () => setFits({ WA: fitDisplayText('WA', texts.WA), WS: fitDisplayText('WS', texts.WS) });
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const timer = setTimeout(apply, COLLECTION_APP_TEXT.fitDelayMs);
    return () => clearTimeout(timer);
  }, [texts.WA, texts.WS]);
  return fits;
}

type Props = {
  app: 'WA' | 'WS';
  value: string;
  /** what the app shows when the field is empty: the plan's name */
  fallback: string;
  fit: DisplayTextFit;
  disabled: boolean;
  onChange: (value: string) => void;
};

export function DisplayTextField({ app, value, fallback, fit, disabled, onChange }: Props) {
  const shown = value.trim() || fallback.trim();
  const message = fit.kind === 'fits' ? null : fit.message;
  const label = app === 'WA' ? EDITOR_MESSAGES.displayCollectionApp : EDITOR_MESSAGES.displayDonationApp;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={label}
        value={value}
        placeholder={fallback}
        disabled={disabled}
        multiline
        minRows={2}
        onChange={(event) => onChange(event.target.value)}
        error={message !== null}
        helperText={message ?? EDITOR_MESSAGES.displayHelp}
        sx={{ flex: 1, mt: 0 }}
      />
      <AppPreview app={app} fit={fit} text={shown} />
    </Stack>
  );
}

/** The purpose field: its share of the collection app's screen, three lines in the donation app. */
function previewHeight(app: 'WA' | 'WS'): number {
  const fieldHeight =
    app === 'WA'
      ? (SCREEN.height * COLLECTION_APP_TEXT.fieldHeightWithPreposition) / 100
      : 3 * DONATION_APP_FONT_SIZE * COLLECTION_APP_TEXT.lineHeight;
  return (fieldHeight + 2 * SCREEN.padding) * PREVIEW_SCALE;
}

function AppPreview({ app, fit, text }: { app: 'WA' | 'WS'; fit: DisplayTextFit; text: string }) {
  const fontSize =
    fit.kind === 'fits'
      ? fit.fontSize
      : app === 'WA'
        ? COLLECTION_APP_TEXT.minFontSize
        : DONATION_APP_FONT_SIZE;
  const lines =
    fit.kind === 'fits' ? fit.lines : [app === 'WA' ? `${COLLECTION_APP_TEXT.preposition} ${text}` : text];
  return (
    <Box sx={{ flexShrink: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {EDITOR_MESSAGES.preview}
        {app === 'WA' && fit.kind === 'fits' ? ` · ${EDITOR_MESSAGES.previewFontSize(fit.fontSize)}` : ''}
      </Typography>
      <Box
        aria-hidden
        data-testid={`preview-${app}`}
        sx={{
          width: SCREEN.width * PREVIEW_SCALE,
          height: previewHeight(app),
          bgcolor: APP_COLORS[app],
          color: '#fff',
          borderRadius: 2,
          p: `${SCREEN.padding * PREVIEW_SCALE}px`,
          overflow: 'hidden',
          boxShadow: 1,
        }}
      >
        <Box
          sx={{
            fontFamily: FONT_FAMILY,
            fontWeight: 500,
            fontSize: fontSize * PREVIEW_SCALE,
            lineHeight: COLLECTION_APP_TEXT.lineHeight,
            // the lines are the fit's: words stay whole, as on the device (only a word longer
            // than a line at size 10 comes broken from the fit itself)
            overflowWrap: 'normal',
            wordBreak: 'normal',
          }}
        >
          {lines.map((line, index) => (
            // lines repeat ('x x'), so their position is their identity
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index}>{line}</div>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
