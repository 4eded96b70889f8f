// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { staticConfiguration } from '../../../test-support/fixtures';
import { renderAt } from '../../../test-support/render';
import { splitLinks } from '../mail-text';
import { OUTBOX_MESSAGES as TEXT } from '../messages';
import { OutboxPage } from './OutboxPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PUBLIC_LINK = 'http://kollekta.test/#/p/collection/abc-123';

const MAILS = [
  {
    id: 3,
    recipient: 'kirchenpflege@lauffen.example',
    subject: 'Kollekte Lauffen eingetragen',
    body_text: `Guten Tag,\nbitte prüfen Sie: ${PUBLIC_LINK}.\nDanke`,
    body_html: '<p>Guten Tag <script>alert(1)</script></p>',
    attachments: [{ name: 'beleg.pdf', content_type: 'application/pdf', size: 2048 }],
    created_at: '2026-11-20T10:00:00.000Z',
    sent_at: null,
    error: null,
  },
  {
    id: 2,
    recipient: 'pfarramt@heilbronn.example',
    subject: 'Zugang',
    body_text: 'Hallo',
    body_html: null,
    attachments: [],
    created_at: '2026-11-19T10:00:00.000Z',
    sent_at: '2026-11-19T10:01:00.000Z',
    error: null,
  },
  {
    id: 1,
    recipient: 'falsch@example',
    subject: 'Fehlschlag',
    body_text: 'x',
    body_html: null,
    attachments: [],
    created_at: '2026-11-18T10:00:00.000Z',
    sent_at: null,
    error: 'SMTP 550',
  },
];

const queries = (fetchMock: ReturnType<typeof mockFetch>['fetchMock']) =>
  fetchMock.mock.calls
    .map((call) => new URL(String(call[0]), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('admin/outbox/page/'))
    .map((url) => url.search);

describe('the outbox page (issue 17)', () => {
  it('lists the mails with their state and filters by recipient and subject after a pause', async () => {
    const { fetchMock } = mockFetch({
      'GET admin/outbox/page/': () => ({ body: { count: 3, next: null, previous: null, results: MAILS } }),
    });
    renderAt('/admin/outbox', '/admin/outbox', <OutboxPage />);
    const table = await screen.findByRole('table', { name: TEXT.table });
    expect(await within(table).findByText('kirchenpflege@lauffen.example')).toBeTruthy();
    expect(within(table).getByText(TEXT.waiting)).toBeTruthy();
    expect(within(table).getByText(/^Versendet am 19\.11\.2026/)).toBeTruthy();
    expect(within(table).getByText('Fehler: SMTP 550')).toBeTruthy();
    expect(queries(fetchMock)[0]).toBe('?limit=25&offset=0');

    fireEvent.change(screen.getByLabelText(TEXT.recipientFilter), { target: { value: 'Lauff' } });
    fireEvent.change(screen.getByLabelText(TEXT.recipientFilter), { target: { value: 'Lauffen' } });
    fireEvent.change(screen.getByLabelText(TEXT.subjectFilter), { target: { value: 'Kollekte' } });
    await waitFor(() =>
      expect(queries(fetchMock)).toContain('?recipient=Lauffen&subject=Kollekte&limit=25&offset=0'),
    );
    // The typing in between was not sent.
    expect(queries(fetchMock).some((search) => search.includes('recipient=Lauff&'))).toBe(false);
  });

  it('opens a mail: links in the text, the HTML part in a sandbox, the attachments', async () => {
    mockFetch({
      'GET admin/outbox/page/': { body: { count: 3, next: null, previous: null, results: MAILS } },
    });
    renderAt('/admin/outbox', '/admin/outbox', <OutboxPage />);
    fireEvent.click(await screen.findByRole('button', { name: TEXT.open('Kollekte Lauffen eingetragen') }));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByRole('link', { name: PUBLIC_LINK });
    expect(link.getAttribute('href')).toBe(PUBLIC_LINK);
    expect(link.getAttribute('rel')).toContain('noopener');
    const frame = within(dialog).getByTitle(TEXT.htmlFrame);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<script>');
    expect(within(dialog).getByText('beleg.pdf')).toBeTruthy();
    expect(within(dialog).getByText('application/pdf, 2 kB')).toBeTruthy();
  });

  it('pages on the server', async () => {
    const { fetchMock } = mockFetch({
      'GET admin/outbox/page/': { body: { count: 60, next: 'x', previous: null, results: MAILS } },
    });
    renderAt('/admin/outbox', '/admin/outbox', <OutboxPage />);
    await screen.findByText('kirchenpflege@lauffen.example');
    fireEvent.click(await screen.findByRole('button', { name: /nächsten? Seite/i }));
    await waitFor(() => expect(queries(fetchMock)).toContain('?limit=25&offset=25'));
  });

  it('says in production that there is no outbox, and asks nothing', async () => {
    const { sent } = mockFetch({
      'GET configuration/static': { body: { ...staticConfiguration, deployment: 'production' } },
    });
    renderAt('/admin/outbox', '/admin/outbox', <OutboxPage />);
    expect(await screen.findByText(TEXT.notAvailable)).toBeTruthy();
    expect(sent('GET admin/outbox/page/')).toHaveLength(0);
  });
});

describe('links in the text of a mail', () => {
  it.each([
    ['no link', [{ kind: 'text', text: 'no link' }]],
    [
      'Siehe https://a.example/#/p/x. Danke',
      [
        { kind: 'text', text: 'Siehe ' },
        { kind: 'link', href: 'https://a.example/#/p/x' },
        { kind: 'text', text: '. Danke' },
      ],
    ],
    [
      '(http://b.example/q?a=1)',
      [
        { kind: 'text', text: '(' },
        { kind: 'link', href: 'http://b.example/q?a=1' },
        { kind: 'text', text: ')' },
      ],
    ],
    ['javascript:alert(1)', [{ kind: 'text', text: 'javascript:alert(1)' }]],
  ])('%s', (text, expected) => {
    expect(splitLinks(text)).toEqual(expected);
  });
});
