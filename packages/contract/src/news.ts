/** News of the product (administration.md §2 "News", §3 "News item"): static text, grouped by date. */
import { z } from 'zod';
import { defineRoute } from './route';

/** Target codes: WA collection app, WS donation app, KB collection bag, SP pillar, SD box, FS screen pillar. */
export const newsTarget = z.enum(['WA', 'WS', 'KB', 'SP', 'SD', 'FS']);
export type NewsTarget = z.infer<typeof newsTarget>;

export const newsEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML, sanitised by the server: only formatting and links survive */
  message: z.string(),
  targets: z.array(newsTarget),
});
export type NewsEntry = z.infer<typeof newsEntry>;

export const newsDay = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  news: z.array(newsEntry),
});
export type NewsDay = z.infer<typeof newsDay>;

export const listNews = defineRoute({
  method: 'GET',
  path: 'news/',
  summary: 'The news of the product, newest day first',
  auth: true,
  status: 200,
  response: z.array(newsDay),
});

/** How many entries the landing page shows. */
export const LATEST_NEWS_LIMIT = 3;

export const latestNewsEntry = newsEntry.extend({
  /** YYYY-MM-DD */
  date: z.string(),
});
export type LatestNewsEntry = z.infer<typeof latestNewsEntry>;

export const listLatestNews = defineRoute({
  method: 'GET',
  path: 'public/news/latest/',
  summary:
    'The newest published news (at most 3, none dated after today), without sign-in: the marketing landing page shows them',
  auth: false,
  status: 200,
  response: z.array(latestNewsEntry),
});
