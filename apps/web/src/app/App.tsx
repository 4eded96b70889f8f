/** The administration app: providers around the router. */
import type { QueryClient } from '@tanstack/react-query';
// from react-router/dom, so that a navigation can ask to be shown at once (`flushSync`)
import { RouterProvider } from 'react-router/dom';
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
