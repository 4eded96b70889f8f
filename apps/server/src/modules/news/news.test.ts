import { describe, expect, it } from 'vitest';
import { groupNews, listLatestNews, listNews, sanitizeNewsMessage } from './news.service';
import { NEWS_ENTRIES } from './news-entries';

describe('news messages are sanitised', () => {
  it.each([
    ['<p>Hallo<script>alert(1)</script></p>', '<p>Hallo</p>'],
    ['<p onclick="steal()">Text</p>', '<p>Text</p>'],
    ['<a href="javascript:alert(1)" onmouseover="x()">Link</a>', '<a>Link</a>'],
    ['<img src="x" onerror="alert(1)"><strong>fett</strong>', '<strong>fett</strong>'],
    ['<iframe src="https://evil.example"></iframe><em>ok</em>', '<em>ok</em>'],
    ['<a href="https://kollekta.de">Kollekta</a>', '<a href="https://kollekta.de">Kollekta</a>'],
  ])('%s → %s', (html, expected) => {
    expect(sanitizeNewsMessage(html)).toBe(expected);
  });

  it('lets no script or event handler through in a grouped list', () => {
    const [day] = groupNews([
      {
        id: 1,
        date: '2026-01-01',
        title: 'T',
        message: '<p onclick="x()">a<script>b()</script></p>',
        targets: [],
      },
    ]);
    expect(day?.news[0]?.message).toBe('<p>a</p>');
  });
});

describe("Kollekta's news", () => {
  it('has at least a dozen entries with unique ids, grouped newest day first', () => {
    expect(NEWS_ENTRIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(NEWS_ENTRIES.map((entry) => entry.id)).size).toBe(NEWS_ENTRIES.length);
    const dates = listNews().map((day) => day.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('states the 7-day window and who manages users (administration.md §2 "News")', () => {
    const text = listNews()
      .flatMap((day) => day.news.map((entry) => entry.message))
      .join(' ');
    expect(text).toContain('<strong>7 Tage</strong>');
    expect(text).toContain('<strong>18:00 Uhr</strong>');
    expect(text).toContain('<strong>17:59 Uhr</strong>');
    expect(text).toMatch(/Benutzer und Rollen verwalten Sie selbst/);
    expect(text).toMatch(/schaltet der Anbieter als Administrator frei/);
  });

  it('keeps every stored message unchanged by the sanitiser', () => {
    for (const entry of NEWS_ENTRIES) expect(sanitizeNewsMessage(entry.message)).toBe(entry.message.trim());
  });
});

describe('the latest news of the landing page (administration.md §2 "Home")', () => {
  const entry = (id: number, date: string) => ({
    id,
    date,
    title: `Meldung ${id}`,
    message: `<p>Text ${id}<script>x()</script></p>`,
    targets: [],
  });
  const entries = [
    entry(1, '2026-11-20'),
    entry(2, '2026-11-22'),
    entry(3, '2026-11-22'),
    entry(4, '2026-11-24'),
    entry(5, '2026-11-25'),
  ];

  it('gives the newest three published entries, newest first, sanitised and dated', () => {
    // 24 Nov 2026, 23:30 UTC is already 25 Nov in Berlin: entry 5 is published
    const latest = listLatestNews(new Date('2026-11-24T23:30:00Z'), entries);
    expect(latest.map((item) => [item.id, item.date])).toEqual([
      [5, '2026-11-25'],
      [4, '2026-11-24'],
      [3, '2026-11-22'],
    ]);
    expect(latest[0]?.message).toBe('<p>Text 5</p>');
  });

  it('keeps an entry dated after today hidden until its day', () => {
    const latest = listLatestNews(new Date('2026-11-22T12:00:00Z'), entries);
    expect(latest.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(listLatestNews(new Date('2026-01-01T12:00:00Z'), entries)).toEqual([]);
  });
});
