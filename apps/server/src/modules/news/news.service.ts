/**
 * News (administration.md §2 "News", §3 "News item"): the static entries grouped by date, newest
 * day first. Every message passes sanitize-html on the way out, so no script, event handler or
 * foreign markup can reach a browser even if an entry were written carelessly.
 */
import { LATEST_NEWS_LIMIT, type LatestNewsEntry, type NewsDay } from '@kollekta/contract';
import { toBusinessDay } from '@kollekta/domain';
import type sanitizeHtml from 'sanitize-html';
import { lazyPackage } from '../../platform/lazy-package';
import { NEWS_ENTRIES, type NewsSource } from './news-entries';

const sanitizer = lazyPackage<typeof sanitizeHtml>('sanitize-html');

const ALLOWED_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href'] },
  // links stay within the web and mail; javascript: and data: are dropped
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeNewsMessage(html: string): string {
  return sanitizer()(html, ALLOWED_HTML).trim();
}

/** The entries grouped by day, newest day first, and within a day newest entry first. */
export function groupNews(entries: readonly NewsSource[]): NewsDay[] {
  const days = new Map<string, NewsDay>();
  const sorted = [...entries].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  for (const entry of sorted) {
    const day = days.get(entry.date) ?? { date: entry.date, news: [] };
    day.news.push({
      id: entry.id,
      title: entry.title,
      message: sanitizeNewsMessage(entry.message),
      targets: [...entry.targets],
    });
    days.set(entry.date, day);
  }
  return [...days.values()];
}

const NEWS = groupNews(NEWS_ENTRIES);

export function listNews(): NewsDay[] {
  return NEWS;
}

/**
 * The landing page's news, readable without sign-in: the newest entries that are published, i.e.
 * dated today or earlier in Europe/Berlin (an entry written ahead for its release day stays hidden
 * until then). Only what the signed-in news page shows anyway, so nothing private can leak.
 */
export function listLatestNews(now: Date, entries: readonly NewsSource[] = NEWS_ENTRIES): LatestNewsEntry[] {
  const today = toBusinessDay(now);
  return groupNews(entries.filter((entry) => entry.date <= today))
    .flatMap((day) => day.news.map((entry) => ({ ...entry, date: day.date })))
    .slice(0, LATEST_NEWS_LIMIT);
}
