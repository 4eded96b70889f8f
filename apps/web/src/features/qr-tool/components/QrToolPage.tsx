/**
 * The public QR-code tool, `#/qr` (administration.md §2 route table): a target address, a width
 * slider from 100 to 1000 pixels (512 at first), a colour, 8 pixels of padding; download as SVG and
 * PNG. No sign-in: everything happens in the browser.
 */
import { clampQrWidth, QR_TOOL, validateQrText } from '@kollekta/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useDeferredValue, useMemo, useState } from 'react';
import { saveBlob } from '../../plan-export';
import { QR_TOOL_PAGE_MESSAGES as TEXT } from '../messages';
import { createQrSvg, renderQrPng } from '../qr-code-files';

function useQrSvg(text: string, width: number, color: string): string | null {
  return useMemo(() => {
    if (validateQrText(text) !== null) return null;
    try {
      return createQrSvg(text, { width, color });
    } catch {
      // longer than any QR code can hold
      return null;
    }
  }, [text, width, color]);
}

export function QrToolPage() {
  const [text, setText] = useState('');
  const [width, setWidth] = useState<number>(QR_TOOL.defaultWidth);
  const [color, setColor] = useState<string>(QR_TOOL.defaultColor);
  const [isSaving, setIsSaving] = useState(false);
  const deferred = {
    text: useDeferredValue(text),
    width: useDeferredValue(width),
    color: useDeferredValue(color),
  };
  const svg = useQrSvg(deferred.text, deferred.width, deferred.color);
  const textError = text === '' ? null : validateQrText(text);
  const cannotEncode = text.trim() !== '' && textError === null && svg === null && deferred.text === text;

  async function handlePng() {
    if (!svg) return;
    setIsSaving(true);
    try {
      saveBlob(await renderQrPng(svg, deferred.width), `${TEXT.fileName}.png`);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <div>
        <Typography variant="h1">{TEXT.title}</Typography>
        <Typography color="text.secondary">{TEXT.intro}</Typography>
      </div>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1fr) 1.2fr' } }}
      >
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={3}>
              <TextField
                label={TEXT.target}
                placeholder={TEXT.targetPlaceholder}
                value={text}
                onChange={(event) => setText(event.target.value)}
                error={textError !== null}
                helperText={textError ?? ' '}
                slotProps={{ htmlInput: { maxLength: QR_TOOL.maxTextLength } }}
                fullWidth
              />
              <div>
                <Typography id="qr-width-label" gutterBottom>
                  {TEXT.width}: {TEXT.widthValue(width)}
                </Typography>
                <Slider
                  aria-labelledby="qr-width-label"
                  value={width}
                  min={QR_TOOL.minWidth}
                  max={QR_TOOL.maxWidth}
                  step={1}
                  valueLabelDisplay="auto"
                  onChange={(_event, value) =>
                    setWidth(clampQrWidth(Array.isArray(value) ? (value[0] ?? width) : value))
                  }
                />
              </div>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography component="label" htmlFor="qr-color">
                  {TEXT.color}
                </Typography>
                <Box
                  component="input"
                  id="qr-color"
                  type="color"
                  value={color}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => setColor(event.target.value)}
                  sx={{ width: 56, height: 36, p: 0, border: 'none', background: 'none', cursor: 'pointer' }}
                />
                <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  {color}
                </Typography>
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="contained"
                  startIcon={<DownloadIcon />}
                  disabled={!svg}
                  onClick={() =>
                    svg && saveBlob(new Blob([svg], { type: 'image/svg+xml' }), `${TEXT.fileName}.svg`)
                  }
                >
                  {TEXT.downloadSvg}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  disabled={!svg || isSaving}
                  onClick={handlePng}
                >
                  {TEXT.downloadPng}
                </Button>
              </Stack>
              {cannotEncode && <Alert severity="error">{TEXT.failed}</Alert>}
            </Stack>
          </CardContent>
        </Card>
        <Card
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
        >
          {svg ? (
            <Box
              component="img"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={TEXT.preview}
              data-testid="qr-tool-preview"
              sx={{ width: '100%', maxWidth: deferred.width, height: 'auto', display: 'block' }}
            />
          ) : (
            <Box
              role="img"
              aria-label={TEXT.preview}
              sx={{ width: 240, height: 240, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
            />
          )}
        </Card>
      </Box>
    </Stack>
  );
}
