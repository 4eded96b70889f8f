/** HTTP of the news: `news/` for everyone signed in (administration.md §2 route table). */
import { listNews as listRoute } from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { listNews } from './news.service';

export const registerNewsRoutes: RouteRegistrar = (register) => {
  register(listRoute, async () => listNews());
};
