/**
 * What a route says about itself in its `handle`: a name in the spec's style
 * (`organization.dashboard`, `admin.users` …) and whether it needs a signed-in user.
 */
export type RouteHandle = {
  name?: string;
  requiresAuth?: boolean;
};

export function readRouteHandle(handle: unknown): RouteHandle {
  if (!handle || typeof handle !== 'object') return {};
  const { name, requiresAuth } = handle as Record<string, unknown>;
  return {
    name: typeof name === 'string' ? name : undefined,
    requiresAuth: requiresAuth === true,
  };
}

export const ORGANIZATION_ROUTE_NAME = 'organization.dashboard';
export const HOME_ROUTE_NAME = 'home';
