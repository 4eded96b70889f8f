/** The administration app: providers around the router. */
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import type { createAppRouter } from './router';

type Props = { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> };

export function App({ queryClient, router }: Props) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
