/** The church-tax app: its cache, theme and router, and the snackbar of failed calls. */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { createKirchgeldRouter } from './router';
import { TransferErrorSnackbar } from './TransferErrorSnackbar';
import { kirchgeldTheme } from './theme';

type Props = { queryClient: QueryClient; router: ReturnType<typeof createKirchgeldRouter> };

export function KirchgeldApp({ queryClient, router }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={kirchgeldTheme}>
        <CssBaseline />
        <RouterProvider router={router} />
        <TransferErrorSnackbar />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
