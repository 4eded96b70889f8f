/**
 * 'Für' and the purpose in the collection app (planning.md §5, §9): at most 4 lines, the font
 * shrinking from 71 towards 10 until it fits the field with every word whole, measured in the
 * browser as it is shown.
 */
import { COLLECTION_APP_TEXT, type DisplayTextFit, fitCollectionAppText } from '@kollekta/domain';
import Box from '@mui/material/Box';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { measureText, PURPOSE_FONT } from '../measure-text';

/** The field's share of the app's screen: fitCollectionAppText takes the screen's height. */
const FIELD_SHARE = COLLECTION_APP_TEXT.fieldHeightWithPreposition / 100;

export function FittedPurpose({ text }: { text: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [, refit] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    // A canvas measures with the real font only once it is loaded, and a web font loads when first
    // used: ask for it, and fit again when it is there.
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let isCurrent = true;
    void fonts
      .load(`${PURPOSE_FONT.weight} 16px Roboto`)
      .catch(() => undefined)
      .then(() => isCurrent && refit());
    return () => {
      isCurrent = false;
    };
  }, []);

  const fit: DisplayTextFit | null =
    size && size.width > 0 && size.height > 0
      ? fitCollectionAppText(
          text,
          // a pixel to spare: the canvas and the page may round a line's width differently
          { width: size.width - 2, screenHeight: size.height / FIELD_SHARE },
          measureText,
        )
      : null;
  const fontSize = fit?.kind === 'fits' ? fit.fontSize : COLLECTION_APP_TEXT.minFontSize;
  const lines = fit?.kind === 'fits' ? fit.lines : [`${COLLECTION_APP_TEXT.preposition} ${text}`];

  return (
    <Box ref={box} sx={{ flex: 1, minHeight: 64, display: 'flex', alignItems: 'center', overflow: 'hidden' }}>
      <Box
        component="h1"
        sx={{
          m: 0,
          width: '100%',
          fontFamily: PURPOSE_FONT.family,
          fontWeight: PURPOSE_FONT.weight,
          fontSize,
          lineHeight: COLLECTION_APP_TEXT.lineHeight,
          // words stay whole: the fit chose a size where they do (or broke the one word too long at 10)
          overflowWrap: 'normal',
          wordBreak: 'normal',
        }}
      >
        {lines.map((line, index) => (
          // lines may repeat, so their position is their identity
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
      </Box>
    </Box>
  );
}
