/** Renders a piece of the app with the real cache, theme and a memory router. */
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { createAppTheme } from '../app/theme';
import { DEFAULT_APPEARANCE } from '../features/configuration';

export type CreateRouter = (
  routes: RouteObject[],
  initialPath: string,
) => ReturnType<typeof createMemoryRouter>;

const createRouterInMemory: CreateRouter = (routes, initialPath) =>
  createMemoryRouter(routes, { initialEntries: [initialPath] });

export function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  queryClient: QueryClient = createQueryClient(),
  createRouter: CreateRouter = createRouterInMemory,
) {
  const router = createRouter(routes, initialPath);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createAppTheme(DEFAULT_APPEARANCE)}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function renderAt(path: string, routePath: string, element: ReactElement, extra: RouteObject[] = []) {
  return renderRoutes([{ path: routePath, element }, ...extra], path);
}
