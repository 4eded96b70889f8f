/** HTTP of the donor web apps' public read: signed out, read-only. */
import { getPublicWebApp as getPublicWebAppRoute } from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { getPublicWebApp } from './web-apps.service';

export const registerWebAppRoutes: RouteRegistrar = (register, context) => {
  register(getPublicWebAppRoute, ({ params, apiBase }) =>
    getPublicWebApp(context, params.id, params.app, apiBase),
  );
};
