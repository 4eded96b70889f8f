/**
 * The QR-code notification mail (planning.md §2, §6): refused without the feature, without contacts,
 * after the start and without READ_CPLAN; otherwise one mail per announce_collection contact in the
 * outbox, naming the collection, its period and the organisation, with the plan's direct link and a
 * QR-code PNG that decodes to that link.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_START, type TestServer } from '../../test-support/test-server';

const API = '/api/v2/';
let server: TestServer;
const tokens = new Map<string, string>();
let lauffen: number;
let district: number;

async function call(username: string, method: 'GET' | 'POST', url: string, payload?: object) {
  let token = tokens.get(username);
  if (!token) {
    token = await server.login(username);
    tokens.set(username, token);
  }
  return server.call({ method, url: `${API}${url}`, token, ...(payload ? { payload } : {}) });
}

const orgRef = (id: number) => `http://localhost:80/api/v2/organization/${id}/`;

async function createPlan(username: string, organizationId: number, overrides: object = {}) {
  const response = await call(username, 'POST', 'collection_plan/', {
    name: 'Diakonie in Württemberg',
    type: 'collection',
    collection_variant: 'outer',
    start: '2026-12-05T17:00:00Z',
    end: '2026-12-12T16:59:00Z',
    organization: orgRef(organizationId),
    location: null,
    inherit: true,
    foreign: false,
    date: null,
    allow_recurring: false,
    targets: ['KB', 'WS'],
    display: {},
    meta: {},
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string };
}

const send = (username: string, planId: number, organizationId: number) =>
  call(username, 'POST', `collection_plan/${planId}/send_qr_notification/`, {
    organization: orgRef(organizationId),
  });

async function outboxAfter(id: number) {
  return server.context.db.selectFrom('mail_outbox').selectAll().where('id', '>', id).orderBy('id').execute();
}

async function lastOutboxId(): Promise<number> {
  const row = await server.context.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Decodes a QR code with zbarimg (Debian package zbar-tools). */
function decodeQr(png: Buffer): string {
  const zbarimg = ['/usr/bin/zbarimg', '/usr/local/bin/zbarimg'].find((candidate) =>
    fs.existsSync(candidate),
  );
  if (!zbarimg) {
    throw new Error(
      'zbarimg fehlt: installieren Sie das Debian-Paket zbar-tools (apt-get install -y zbar-tools)',
    );
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-qr-')), 'code.png');
  fs.writeFileSync(file, png);
  try {
    // zbarimg talks to D-Bus, which a container lacks: its complaints on stderr are no failure
    return execFileSync(zbarimg, ['--raw', '-q', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

beforeAll(async () => {
  server = await startTestServer();
  lauffen = server.world.ids.parish;
  district = server.world.ids.district;
});
afterAll(() => server.close());
afterEach(() => server.clock.set(TEST_START));

describe('sending', () => {
  it('mails each announce_collection contact once, with the direct link and its QR code', async () => {
    // a second contact for announcements beside the demo's parish office; one without an address
    // is refused, so every announce_collection contact has somewhere to send to
    for (const [name, email, status] of [
      ['Gemeindebrief-Team', 'gemeindebrief@lauffen.kirche.example', 201],
      ['Ohne Adresse', null, 400],
    ] as const) {
      const contact = await call('gemeinde', 'POST', 'contact/', {
        organization: orgRef(lauffen),
        name,
        email,
        types: ['announce_collection'],
      });
      expect(contact.statusCode).toBe(status);
    }
    const plan = await createPlan('planer', lauffen);
    const before = await lastOutboxId();

    const response = await send('kasse', plan.id, lauffen);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Vorankündigungen werden verschickt',
      recipients: [
        { name: 'Pfarramt Lauffen', email: 'pfarramt@lauffen.kirche.example' },
        { name: 'Gemeindebrief-Team', email: 'gemeindebrief@lauffen.kirche.example' },
      ],
    });

    const mails = await outboxAfter(before);
    expect(mails.map((mail) => mail.recipient)).toEqual([
      'pfarramt@lauffen.kirche.example',
      'gemeindebrief@lauffen.kirche.example',
    ]);
    // the plan runs in the donation app (WS): its direct link opens the donation app with the plan
    const link = `http://kollekta.test/o/${lauffen}?collection=${plan.id}`;
    for (const mail of mails) {
      expect(mail.subject).toBe('Vorankündigung: „Diakonie in Württemberg“');
      expect(mail.body_text).toContain('Sammlung: Diakonie in Württemberg');
      expect(mail.body_text).toContain('Zeitraum: vom 05.12.2026, 18:00 Uhr bis 12.12.2026, 17:59 Uhr');
      expect(mail.body_text).toContain('Organisation: Ev. Kirchengemeinde Lauffen');
      expect(mail.body_text).toContain(link);
      expect(mail.body_html).toContain(`href="${link}"`);
      expect(mail.body_html).toContain('src="cid:qr-code@kollekta"');
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect(attachment).toMatchObject({
        filename: 'QR-Code Diakonie in Württemberg.png',
        content_type: 'image/png',
        content_id: 'qr-code@kollekta',
      });
      const png = Buffer.from(attachment?.content_base64 ?? '', 'base64');
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(decodeQr(png)).toBe(link);
    }
    expect(mails[0]?.body_text.startsWith('Guten Tag Pfarramt Lauffen,')).toBe(true);

    const audit = await server.context.db
      .selectFrom('audit_log')
      .select(['action', 'data'])
      .where('object_type', '=', 'collection_plan')
      .where('object_id', '=', String(plan.id))
      .where('action', '=', 'collection_plan.qr_notification_sent')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('links the collection app for a plan not in the donation app, and names who planned an inherited one', async () => {
    const plan = await createPlan('bezirk', district, { name: 'Bezirksjugendarbeit', targets: ['WA', 'KB'] });
    const before = await lastOutboxId();
    const response = await send('gemeinde', plan.id, lauffen);
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await outboxAfter(before);
    const link = `http://kollekta.test/p/${lauffen}?collection=${plan.id}`;
    expect(mail?.body_text).toContain(link);
    expect(mail?.body_text).toContain('Geplant von: Kirchenbezirk Neckartal');
    expect(decodeQr(Buffer.from(mail?.attachments[0]?.content_base64 ?? '', 'base64'))).toBe(link);
  });
});

describe('rate limit', () => {
  it('sends a plan’s announcement at most three times an hour, whoever asks, with a German 429', async () => {
    const plan = await createPlan('planer', lauffen, { name: 'Brot für die Welt' });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await send('planer', plan.id, lauffen)).statusCode).toBe(200);
    }
    const before = await lastOutboxId();
    const refused = await send('gemeinde', plan.id, lauffen);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail:
        'Es wurden in kurzer Zeit zu viele E-Mails angefordert. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
    });
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    expect(await outboxAfter(before)).toEqual([]);
    server.clock.advance(60 * 60 * 1000);
    expect((await send('gemeinde', plan.id, lauffen)).statusCode).toBe(200);
  });
});

describe('refusals, and nothing is sent', () => {
  it('without READ_CPLAN on the announcing organisation (403)', async () => {
    const plan = await createPlan('bezirk', district, { name: 'Bezirkskollekte' });
    const before = await lastOutboxId();
    // gemeinde sees the district plan, inherited into Lauffen, but holds no READ_CPLAN on the district
    const response = await send('gemeinde', plan.id, district);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Sie haben nicht ausreichend Rechte, um diese Sammlung anzukündigen.',
    });
    expect(await outboxAfter(before)).toEqual([]);
  });

  it('without the advanced notification feature (400)', async () => {
    const plan = await createPlan('bezirk', district, { name: 'Ohne Zusatzfeature' });
    const before = await lastOutboxId();
    const response = await send('bezirk', plan.id, district);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail:
        'Die Benachrichtigungsmail braucht das Zusatzfeature „Erweiterte Benachrichtigungen“ für diese Organisation.',
    });
    expect(await outboxAfter(before)).toEqual([]);
  });

  it('without contacts for announcements (400)', async () => {
    const booked = await call('admin', 'POST', 'feature/', {
      organization: String(district),
      type: 'AdvancedNotificationFeature',
      inherit: false,
      valid_from: null,
      valid_notafter: null,
    });
    expect(booked.statusCode).toBe(201);
    const plan = await createPlan('bezirk', district, { name: 'Ohne Kontakte' });
    const before = await lastOutboxId();
    const response = await send('bezirk', plan.id, district);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'Es ist kein Kontakt mit E-Mail-Adresse für die Vorankündigung von Sammlungen hinterlegt (Benachrichtigungen).',
    );
    expect(await outboxAfter(before)).toEqual([]);
  });

  it('after the plan started (400)', async () => {
    const plan = await createPlan('planer', lauffen, { name: 'Schon begonnen' });
    server.clock.set('2026-12-06T10:00:00Z');
    const before = await lastOutboxId();
    const response = await send('gemeinde', plan.id, lauffen);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'Die Sammlung hat bereits begonnen. Eine Vorankündigung ist nur vorher möglich.',
    );
    expect(await outboxAfter(before)).toEqual([]);
  });

  it('for a plan or organisation the caller cannot see (404), and a bad organisation (400)', async () => {
    const plan = await createPlan('planer', lauffen, { name: 'Nur für Lauffen', inherit: false });
    expect((await send('nachbar', plan.id, lauffen)).statusCode).toBe(404);
    expect((await send('nachbar', plan.id, server.world.ids.neighbourParish)).statusCode).toBe(404);
    const bad = await call('gemeinde', 'POST', `collection_plan/${plan.id}/send_qr_notification/`, {
      organization: 'irgendwo',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ organization: ['Organisation nicht gefunden.'] });
    const unsigned = await server.call({
      method: 'POST',
      url: `${API}collection_plan/${plan.id}/send_qr_notification/`,
      payload: { organization: orgRef(lauffen) },
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
