/**
 * Providers of the whole app: server-state cache, theme (from the installation's appearance,
 * so a demo never looks like production), MUI's baseline styles.
 */
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import Stack from '@mui/material/Stack';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
// straight from the modules: the barrel would bring the login card's environment marker into the shell
import { useStaticConfiguration } from '../features/configuration/api';
import { CONFIGURATION_MESSAGES } from '../features/configuration/messages';
import { useAppearance } from '../features/configuration/use-appearance';
import { createAppTheme } from './theme';

function ThemedApp({ children }: { children: ReactNode }) {
  const { isPending } = useStaticConfiguration();
  const appearance = useAppearance();
  const theme = useMemo(() => createAppTheme(appearance), [appearance]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {isPending ? (
        <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }} role="status">
          <CircularProgress aria-label={CONFIGURATION_MESSAGES.loading} />
        </Stack>
      ) : (
        children
      )}
    </ThemeProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
}
