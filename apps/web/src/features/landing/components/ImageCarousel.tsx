/**
 * The landing page's image carousel (administration.md §2: "an image carousel that changes every 6
 * seconds"), built after the WAI-ARIA carousel pattern: buttons to pause and to move, one button per
 * picture, and the pictures stand still under the pointer, while the focus is inside, once paused,
 * and for visitors who asked for reduced motion. Screen readers hear a new picture only when the
 * visitor moved there, not every 6 seconds.
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FocusEvent, useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS, isCarouselRunning, isRotationOn, stepSlide } from '../carousel';
import { SLIDES, LANDING_MESSAGES as TEXT } from '../messages';
import { ILLUSTRATIONS } from './Illustrations';

export function ImageCarousel() {
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  // null until the visitor presses the pause or play button
  const [visitorChoice, setVisitorChoice] = useState<boolean | null>(null);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const isRotating = isRotationOn(visitorChoice, prefersReducedMotion);
  const isRunning = isCarouselRunning({ isRotationOn: isRotating, isHovered, isFocused });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a timeout per picture, so that moving by hand gives the next picture its full 6 seconds
  useEffect(() => {
    if (!isRunning) return;
    const timer = setTimeout(
      () => setIndex((current) => stepSlide(current, SLIDES.length, 1)),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [isRunning, index]);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocused(false);
  };
  const slide = SLIDES[index] ?? SLIDES[0];
  const Illustration = ILLUSTRATIONS[slide.key];

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-roledescription="Karussell"
      aria-label={TEXT.carousel}
      data-testid="landing-carousel"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={handleBlur}
      sx={{ overflow: 'hidden' }}
    >
      <Box aria-live={isRunning ? 'off' : 'polite'} aria-atomic="true">
        {SLIDES.map((each, position) => (
          <Box
            key={each.key}
            role="group"
            aria-roledescription={TEXT.slide}
            aria-label={TEXT.slideOf(position + 1, SLIDES.length)}
            hidden={position !== index}
            data-testid="carousel-slide"
          >
            {position === index && (
              <Box component="figure" sx={{ m: 0 }}>
                <Box
                  role="img"
                  aria-label={each.description}
                  sx={{
                    aspectRatio: '16 / 9',
                    bgcolor: 'grey.100',
                    '& svg': { display: 'block', width: '100%', height: '100%' },
                    '@media (prefers-reduced-motion: no-preference)': {
                      animation: 'landing-fade 400ms ease-out',
                      '@keyframes landing-fade': { from: { opacity: 0.35 }, to: { opacity: 1 } },
                    },
                  }}
                >
                  <Illustration />
                </Box>
                <Typography component="figcaption" sx={{ px: 2, pt: 1.5, fontWeight: 500 }}>
                  {each.caption}
                </Typography>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', px: 1, pb: 1, pt: 0.5, gap: 0.5 }}>
        <IconButton
          onClick={() => setVisitorChoice(!isRotating)}
          aria-label={isRotating ? TEXT.pause : TEXT.play}
        >
          {isRotating ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        <IconButton
          onClick={() => setIndex((current) => stepSlide(current, SLIDES.length, -1))}
          aria-label={TEXT.previous}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          onClick={() => setIndex((current) => stepSlide(current, SLIDES.length, 1))}
          aria-label={TEXT.next}
        >
          <ChevronRightIcon />
        </IconButton>
        <Stack direction="row" sx={{ ml: 'auto', gap: 0.25 }}>
          {SLIDES.map((each, position) => (
            <IconButton
              key={each.key}
              size="small"
              onClick={() => setIndex(position)}
              aria-label={TEXT.chooseSlide(position + 1)}
              aria-current={position === index ? 'true' : undefined}
            >
              <Box
                component="span"
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: 'primary.main',
                  bgcolor: position === index ? 'primary.main' : 'transparent',
                }}
              />
            </IconButton>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
