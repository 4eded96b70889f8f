/** A screen with a message instead of an app: not there, failed to load, or still loading. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DONOR_MESSAGES } from '../messages';

function Screen({ inline, children }: { inline: boolean; children: ReactNode }) {
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: inline ? 0 : '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        p: 2,
        bgcolor: inline ? 'transparent' : 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {children}
    </Box>
  );
}

export function MessageScreen(props: {
  title?: string;
  text: string;
  onRetry?: () => void;
  inline?: boolean;
}) {
  return (
    <Screen inline={props.inline ?? false}>
      <Box component="main" sx={{ maxWidth: 420 }}>
        {props.title && (
          <Typography component="h1" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {props.title}
          </Typography>
        )}
        <Typography>{props.text}</Typography>
        {props.onRetry && (
          <Button
            variant="contained"
            color="inherit"
            onClick={props.onRetry}
            sx={{ mt: 2, color: 'primary.main' }}
          >
            {DONOR_MESSAGES.retry}
          </Button>
        )}
      </Box>
    </Screen>
  );
}

export function LoadingScreen({ inline = false }: { inline?: boolean }) {
  return (
    <Screen inline={inline}>
      <CircularProgress color="inherit" size={28} aria-label={DONOR_MESSAGES.loading} />
    </Screen>
  );
}
