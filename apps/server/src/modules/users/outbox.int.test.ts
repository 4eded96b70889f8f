import type { OutboxPage } from '@kollekta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const mails = Array.from({ length: 12 }, (_, index) => ({
    recipient: index % 2 === 0 ? `kasse${index}@Lauffen.example` : `pfarramt${index}@heilbronn.example`,
    subject: index === 5 ? 'Spendenbescheinigung 100% fertig' : `Ausgangstest Nummer ${index}`,
    body_text: `Text ${index}`,
    body_html: index === 5 ? '<p>Hallo <b>Welt</b></p>' : null,
    attachments: JSON.stringify(
      index === 5
        ? [
            {
              filename: 'beleg.pdf',
              content_type: 'application/pdf',
              content_id: null,
              content_base64: 'aGFsbG8=',
            },
          ]
        : [],
    ),
    sent_at: index === 3 ? new Date('2026-11-20T09:00:00Z') : null,
    error: index === 7 ? 'SMTP 550 unbekannt' : null,
  }));
  await server.context.db.insertInto('mail_outbox').values(mails).execute();
});
afterAll(() => server.close());

const api = (path: string) => `/api/v2/${path}`;

async function page(token: string, query: string): Promise<OutboxPage> {
  const response = await server.call({ method: 'GET', url: api(`admin/outbox/page/?${query}`), token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the outbox page', () => {
  it('pages the newest mails first with links to the neighbouring pages', async () => {
    const admin = await server.login('admin');
    const first = await page(admin, 'subject=Ausgangstest&limit=4');
    expect(first.count).toBe(11);
    expect(first.results.map((mail) => mail.subject)).toEqual([
      'Ausgangstest Nummer 11',
      'Ausgangstest Nummer 10',
      'Ausgangstest Nummer 9',
      'Ausgangstest Nummer 8',
    ]);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(
      'http://localhost:80/api/v2/admin/outbox/page/?subject=Ausgangstest&limit=4&offset=4',
    );
    const last = await page(admin, 'subject=Ausgangstest&limit=4&offset=8');
    expect(last.results.map((mail) => mail.subject)).toEqual([
      'Ausgangstest Nummer 2',
      'Ausgangstest Nummer 1',
      'Ausgangstest Nummer 0',
    ]);
    expect(last.next).toBeNull();
    expect(last.previous).toContain('offset=4');
    expect((await page(admin, 'subject=Nummer 3')).results[0]?.sent_at).toBe('2026-11-20T09:00:00.000Z');
  });

  it('filters by part of the recipient and of the subject, ignoring case and wildcards', async () => {
    const admin = await server.login('admin');
    const lauffen = await page(admin, 'recipient=lauffen&subject=ausgangstest');
    expect(lauffen.count).toBe(6);
    expect(lauffen.results.every((mail) => mail.recipient.endsWith('@Lauffen.example'))).toBe(true);
    expect((await page(admin, `subject=${encodeURIComponent('100%')}`)).count).toBe(1);
    expect((await page(admin, `subject=${encodeURIComponent('%')}`)).count).toBe(1);
    expect((await page(admin, 'recipient=niemand')).results).toEqual([]);
  });

  it('shows the HTML part, the error and only name, type and size of attachments', async () => {
    const admin = await server.login('admin');
    const [mail] = (await page(admin, 'subject=Spendenbescheinigung')).results;
    expect(mail?.body_html).toBe('<p>Hallo <b>Welt</b></p>');
    expect(mail?.attachments).toEqual([{ name: 'beleg.pdf', content_type: 'application/pdf', size: 5 }]);
    const raw = await server.call({
      method: 'GET',
      url: api('admin/outbox/page/?subject=Spendenbescheinigung'),
      token: admin,
    });
    expect(raw.body).not.toContain('aGFsbG8');
    const [failed] = (await page(admin, 'subject=Nummer 7')).results;
    expect(failed?.error).toBe('SMTP 550 unbekannt');
    expect(failed?.sent_at).toBeNull();
    // The plain list that tests read links from keeps its array answer, with the same fields.
    const list = await server.call({ method: 'GET', url: api('admin/outbox/'), token: admin });
    expect(Array.isArray(list.json())).toBe(true);
    expect(list.body).not.toContain('aGFsbG8');
  });

  it('refuses users who are not superusers and bad paging', async () => {
    for (const username of ['gemeinde', 'kasse']) {
      const token = await server.login(username);
      const response = await server.call({ method: 'GET', url: api('admin/outbox/page/'), token });
      expect(response.statusCode, username).toBe(403);
    }
    const admin = await server.login('admin');
    const bad = await server.call({ method: 'GET', url: api('admin/outbox/page/?limit=abc'), token: admin });
    expect(bad.statusCode).toBe(400);
    expect((await server.call({ method: 'GET', url: api('admin/outbox/page/') })).statusCode).toBe(401);
  });
});

describe('the outbox page in production', () => {
  it('does not exist, not even for superusers', async () => {
    const production = await startTestServer({ deployment: 'production' });
    try {
      const admin = await production.login('admin');
      const response = await production.call({ method: 'GET', url: api('admin/outbox/page/'), token: admin });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
