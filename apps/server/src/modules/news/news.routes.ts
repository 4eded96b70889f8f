/**
 * HTTP of the news: `news/` for everyone signed in (administration.md §2 route table), and the
 * newest few without sign-in for the marketing landing page (administration.md §2 "Home").
 */
import { listLatestNews as latestRoute, listNews as listRoute } from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { listLatestNews, listNews } from './news.service';

export const registerNewsRoutes: RouteRegistrar = (register, context) => {
  register(listRoute, async () => listNews());
  register(latestRoute, async () => listLatestNews(context.clock.now()));
};
