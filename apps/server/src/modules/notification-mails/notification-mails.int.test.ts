/**
 * Issue 17 point 5: each notification mail goes to the contacts of its type of the organisation, in
 * German, with a plain-text and an HTML part (names escaped), its public-page link resolving to the
 * right object, and once per event however often the sweep runs.
 */
import type { NotificationMailType } from '@kollekta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicTokenPurpose } from '../../platform/database-schema-money-onward';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { recordPayments } from '../income';
import { resolvePublicToken } from '../public-pages';
import {
  ensureNotificationMailJobs,
  findDueBatches,
  NOTIFICATION_SWEEP_JOB,
  readDeviceTelemetry,
  sendAllDueNotifications,
  startDeviceTelemetryWatch,
} from '.';

let server: TestServer;
let lauffen: number;
let district: number;
const TRICKY = 'Diakonie <b>&</b> „Mission“';

beforeAll(async () => {
  server = await startTestServer();
  lauffen = server.world.ids.parish;
  district = server.world.ids.district;
}, 180_000);
afterAll(() => server?.close());

const db = () => server.context.db;

async function addContact(email: string, types: string[], attachFiles = false, organizationId = lauffen) {
  await db()
    .insertInto('contact')
    .values({
      organization_id: organizationId,
      email,
      name: `Kontakt ${email}`,
      types,
      attach_files: attachFiles,
    })
    .execute();
}

async function insertPlan(values: {
  name: string;
  start: string;
  end: string | null;
  meta?: object;
  organizationId?: number;
}) {
  const { id } = await db()
    .insertInto('collection_plan')
    .values({
      name: values.name,
      type: 'donation',
      collection_variant: null,
      start_at: new Date(values.start),
      end_at: values.end ? new Date(values.end) : null,
      organization_id: values.organizationId ?? lauffen,
      location_id: null,
      inherit: false,
      is_foreign: false,
      church_date_id: null,
      date_name: null,
      allow_recurring: false,
      targets: ['WS'],
      display: '{}',
      meta: JSON.stringify(values.meta ?? {}),
      parent_id: null,
      weight: null,
      created_by: null,
      updated_by: null,
      updated_at: new Date(values.start),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function pay(planId: number, at: string, parts: [type: string, cents: number][]) {
  await recordPayments(
    server.context,
    parts.map(([type, cents]) => ({
      dst_organization_id: lauffen,
      created_at: new Date(at),
      amount_cents: cents,
      fee_cents: 0,
      currency: 'EUR',
      state: 'completed' as const,
      type,
      online_payment_type: null,
      is_reconciled: false,
      device_id: null,
      collection_plan_id: planId,
      count: 1,
    })),
  );
}

async function mailsTo(recipient: string) {
  return db()
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
}

function tokenIn(text: string): string {
  const token = /#\/[a-z_/]+\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no public link in: ${text}`);
  return token;
}

async function resolveLink(text: string, purpose: PublicTokenPurpose) {
  return resolvePublicToken(db(), { token: tokenIn(text), purpose, now: server.clock.now() });
}

/** Sends a type twice: the second run sends nothing. */
async function sendTwice(type: NotificationMailType) {
  const first = await sendAllDueNotifications(server.context, [type]);
  const second = await sendAllDueNotifications(server.context, [type]);
  expect(second[type]).toEqual({ sent: 0, skipped: 0 });
  expect((await findDueBatches(server.context, [type])).length).toBe(0);
  return first[type];
}

describe('the demo world', () => {
  it('has the mails of Lauffen’s last collection in the outbox, with links to the public pages', async () => {
    const mails = await db()
      .selectFrom('notification_sent as n')
      .innerJoin('mail_outbox as m', 'm.id', 'n.mail_id')
      .select(['n.type', 'm.recipient', 'm.subject', 'm.body_text'])
      .where('n.organization_id', '=', lauffen)
      .orderBy('m.id')
      .execute();
    const ofType = (type: string) => mails.filter((mail) => mail.type === type);
    expect(ofType('collection_ended').map((mail) => mail.recipient)).toContain(
      'pfarramt@lauffen.kirche.example',
    );
    const accounting = ofType('fill_accounting_fields')[0];
    expect(accounting?.recipient).toBe('pfarramt@lauffen.kirche.example');
    const plan = await resolveLink(accounting?.body_text ?? '', 'accounting_fields');
    expect(plan.organizationId).toBe(lauffen);
    const cash = ofType('cash_notification')[0];
    expect(cash?.recipient).toBe('kirchenpflege@lauffen.kirche.example');
    expect((await resolveLink(cash?.body_text ?? '', 'cash_payment')).organizationId).toBe(lauffen);
    const orders = await db()
      .selectFrom('disbursement_order')
      .select('id')
      .where('organization_id', '=', lauffen)
      .where('state', '=', 'ready')
      .where('stop_cash_payments', 'is', null)
      .execute();
    // forwarding orders come from the disbursement module's part of the demo world, when it has any
    expect(ofType('disbursement_order_ready')).toHaveLength(orders.length);
    for (const mail of ofType('disbursement_order_ready')) {
      const order = await resolveLink(mail.body_text, 'stop_cash_payments');
      expect(orders.map((row) => row.id)).toContain(order.objectId);
    }
    console.info(`demo world: ${orders.length} forwarding orders ready, ${mails.length} mails of Lauffen`);
  });

  it('shows them to superusers in the outbox listing', async () => {
    const admin = await server.login('admin');
    const response = await server.call({
      method: 'GET',
      url: '/api/v2/admin/outbox/?recipient=pfarramt@lauffen.kirche.example',
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const subjects = (response.json() as { subject: string }[]).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.startsWith('Buchungsangaben fehlen: '))).toBe(true);
    expect(subjects.some((subject) => subject.startsWith('Sammlung beendet: '))).toBe(true);
  });
});

describe('collection_ended and fill_accounting_fields (the morning after the end)', () => {
  let planId = 0;
  beforeAll(async () => {
    await addContact('ende@test.example', ['collection_ended']);
    await addContact('buchung@test.example', ['fill_accounting_fields']);
    await addContact('fremd@test.example', ['newsletter_signup']);
    planId = await insertPlan({ name: TRICKY, start: '2026-11-15T23:00:00Z', end: '2026-11-22T17:00:00Z' });
    await insertPlan({
      name: 'Schon gebucht',
      start: '2026-11-15T23:00:00Z',
      end: '2026-11-22T17:00:00Z',
      meta: { accounting: { Kostenstelle: '4711', Sachkonto: '0815' } },
    });
    await pay(planId, '2026-11-22T10:00:00Z', [
      ['ecom', 1000],
      ['pos', 550],
      ['cash', 2000],
      ['ecom', 250],
    ]);
  });

  it('sends nothing on the evening the collection ended, nor before 06:00 next day', async () => {
    server.clock.set('2026-11-22T20:00:00Z');
    await sendAllDueNotifications(server.context, ['collection_ended', 'fill_accounting_fields']);
    server.clock.set('2026-11-23T04:30:00Z');
    await sendAllDueNotifications(server.context, ['collection_ended', 'fill_accounting_fields']);
    const mine = (mail: { subject: string }) => mail.subject.includes('Diakonie');
    expect((await mailsTo('ende@test.example')).filter(mine)).toEqual([]);
    expect((await mailsTo('buchung@test.example')).filter(mine)).toEqual([]);
  });

  it('tells the collection_ended contacts what it received, in both parts, once', async () => {
    server.clock.set('2026-11-23T06:30:00Z');
    await sendTwice('collection_ended');
    const mails = (await mailsTo('ende@test.example')).filter((mail) => mail.subject.includes('Diakonie'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Sammlung beendet: ${TRICKY}`);
    expect(mail?.body_text).toContain('Guten Tag Kontakt ende@test.example,');
    expect(mail?.body_text).toMatch(/Online:\s+12,50\s€/);
    expect(mail?.body_text).toMatch(/Kartenterminal:\s+5,50\s€/);
    expect(mail?.body_text).toMatch(/Bargeld:\s+20,00\s€/);
    expect(mail?.body_text).toMatch(/Gesamt:\s+38,00\s€/);
    expect(mail?.body_html).toContain('Diakonie &lt;b&gt;&amp;&lt;/b&gt; „Mission“');
    expect(mail?.body_html).not.toContain('<b>&</b>');
    expect(await mailsTo('fremd@test.example')).toEqual([]);
    const sent = await db()
      .selectFrom('notification_sent')
      .selectAll()
      .where('event_key', '=', `collection_ended:${planId}:${lauffen}`)
      .where('recipient', '=', 'ende@test.example')
      .execute();
    expect(sent).toEqual([
      expect.objectContaining({
        recipient: 'ende@test.example',
        type: 'collection_ended',
        mail_id: mail?.id,
      }),
    ]);
  });

  it('asks the fill_accounting_fields contacts to fill in the empty fields, with a working link', async () => {
    await sendTwice('fill_accounting_fields');
    const mails = await mailsTo('buchung@test.example');
    const mine = mails.filter((mail) => mail.subject === `Buchungsangaben fehlen: ${TRICKY}`);
    expect(mine).toHaveLength(1);
    expect(mails.some((mail) => mail.subject.includes('Schon gebucht'))).toBe(false);
    const text = mine[0]?.body_text ?? '';
    expect(text).toContain('- Kostenstelle');
    expect(text).toContain('http://kollekta.test/#/misc/accounting_fields/');
    expect(await resolveLink(text, 'accounting_fields')).toMatchObject({
      objectId: planId,
      organizationId: lauffen,
    });
    // the page behind the link loads this collection, without sign-in
    const page = await server.call({
      method: 'GET',
      url: `/api/v2/collection_plan/fill_accounting_fields/${tokenIn(text)}/`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ name: TRICKY, organization_name: 'Ev. Kirchengemeinde Lauffen' });
    expect(mine[0]?.body_html).toContain(
      `href="http://kollekta.test/#/misc/accounting_fields/${tokenIn(text)}"`,
    );
  });
});

describe('cash_notification (entered more than a day ago)', () => {
  it('names the waiting cash and links the cash submission page of its collection', async () => {
    await addContact('kasse@test.example', ['cash_notification']);
    const planId = await insertPlan({
      name: 'Kirchenmusik',
      start: '2026-11-15T23:00:00Z',
      end: '2026-11-29T17:00:00Z',
    });
    const cash = async (createdAt: string) =>
      (
        await db()
          .insertInto('cash_payment')
          .values({
            organization_id: lauffen,
            plan_id: planId,
            amount_cents: 12345,
            currency: 'EUR',
            collected_at: new Date('2026-11-22T10:00:00Z'),
            split: null,
            created_at: new Date(createdAt),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const waiting = await cash('2026-11-22T12:00:00Z');
    await cash('2026-11-23T12:00:00Z'); // not a day yet
    server.clock.set('2026-11-23T13:00:00Z');
    expect(await sendTwice('cash_notification')).toMatchObject({ sent: expect.any(Number) });
    const mails = (await mailsTo('kasse@test.example')).filter((mail) =>
      mail.subject.includes('Kirchenmusik'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Barsammlung wartet auf Bestätigung: Kirchenmusik');
    expect(mails[0]?.body_text).toContain('123,45\u00a0€');
    expect(await resolveLink(mails[0]?.body_text ?? '', 'cash_payment')).toMatchObject({
      objectId: planId,
      organizationId: lauffen,
    });
    const page = await server.call({
      method: 'GET',
      url: `/api/v2/collection_plan/cash_payment/${tokenIn(mails[0]?.body_text ?? '')}/`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      name: 'Kirchenmusik',
      organization_name: 'Ev. Kirchengemeinde Lauffen',
    });
    const keys = await db()
      .selectFrom('notification_sent')
      .select('event_key')
      .where('recipient', '=', 'kasse@test.example')
      .execute();
    expect(keys.map((key) => key.event_key)).toContain(`cash_notification:${waiting}`);
  });
});

describe('disbursement_order_ready (ready, cash not closed)', () => {
  it('links the stop page of the order', async () => {
    await addContact('weiterleitung@test.example', ['disbursement_order_ready']);
    const planId = await insertPlan({
      name: 'Brot für die Welt',
      start: '2026-11-08T23:00:00Z',
      end: '2026-11-15T17:00:00Z',
    });
    const order = async (state: 'ready' | 'in_progress', stopped: Date | null) =>
      (
        await db()
          .insertInto('disbursement_order')
          .values({
            plan_id: planId,
            organization_id: lauffen,
            handling_organization_id: district,
            state,
            stop_cash_payments: stopped,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const ready = await order('ready', null);
    server.clock.set('2026-11-23T13:00:00Z');
    await sendTwice('disbursement_order_ready');
    const mails = (await mailsTo('weiterleitung@test.example')).filter((mail) =>
      mail.subject.includes('Brot'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Kollekte abschließen: Brot für die Welt');
    const text = mails[0]?.body_text ?? '';
    expect(text).toContain(`http://kollekta.test/#/securely_stop_cash_payments/`);
    expect(text).toContain(`?organization_id=${lauffen}`);
    expect(await resolveLink(text, 'stop_cash_payments')).toMatchObject({
      objectId: ready,
      organizationId: lauffen,
    });
    const page = await server.call({
      method: 'GET',
      url: `/api/v2/disbursementorder/order/secure_link/${tokenIn(text)}/${lauffen}/`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ id: ready, collection_name: 'Brot für die Welt' });
  });
});

describe('recurring_payments (summary of the day, next morning)', () => {
  it('lists the new and the ended recurring donations of yesterday', async () => {
    await addContact('dauer@test.example', ['recurring_payments']);
    const planId = await insertPlan({ name: 'Jugendarbeit', start: '2026-01-01T00:00:00Z', end: null });
    const gift = (name: string, createdAt: string, cancelledAt: string | null) =>
      db()
        .insertInto('recurring_payment')
        .values({
          organization_id: lauffen,
          collection_plan_id: planId,
          mandate_id: null,
          schedule: 'monthly',
          amount_cents: 2500,
          currency: 'EUR',
          email: null,
          name,
          state: cancelledAt ? 'cancelled' : 'active',
          cancel_token_hash: `test-${name}`,
          created_at: new Date(createdAt),
          cancelled_at: cancelledAt ? new Date(cancelledAt) : null,
        })
        .execute();
    await gift('Erika <Muster>', '2026-11-23T10:00:00Z', null);
    await gift('Max Beendet', '2026-06-01T10:00:00Z', '2026-11-23T15:00:00Z');
    server.clock.set('2026-11-24T06:00:00Z');
    await sendTwice('recurring_payments');
    const mails = (await mailsTo('dauer@test.example')).filter((mail) => mail.subject.includes('23.11.2026'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Dauerspenden am 23.11.2026: 1 neu, 1 beendet');
    expect(mails[0]?.body_text).toContain('- Erika <Muster>: 25,00\u00a0€ monatlich für „Jugendarbeit“');
    expect(mails[0]?.body_html).toContain('Erika &lt;Muster&gt;');
    expect(mails[0]?.body_text).toContain('Beendete Dauerspenden:\n\n- Max Beendet');
  });
});

describe('intermediate_sum (Thursday, long-running purposes)', () => {
  it('sums what each long-running purpose brought so far, weekly', async () => {
    await addContact('zwischen@test.example', ['intermediate_sum']);
    const longPlan = await insertPlan({
      name: 'Turmuhr-Test',
      start: '2026-10-01T00:00:00Z',
      end: '2027-03-01T00:00:00Z',
    });
    const shortPlan = await insertPlan({
      name: 'Kurze Aktion',
      start: '2026-11-20T00:00:00Z',
      end: '2026-12-06T00:00:00Z',
    });
    await pay(longPlan, '2026-11-10T10:00:00Z', [
      ['ecom', 10000],
      ['cash', 5000],
    ]);
    await pay(shortPlan, '2026-11-21T10:00:00Z', [['ecom', 700]]);
    server.clock.set('2026-11-25T10:00:00Z'); // Wednesday
    await sendAllDueNotifications(server.context, ['intermediate_sum']);
    expect(await mailsTo('zwischen@test.example')).toEqual([]);
    server.clock.set('2026-11-26T06:00:00Z'); // Thursday 07:00
    await sendTwice('intermediate_sum');
    const mails = await mailsTo('zwischen@test.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Zwischenstand Ihrer Spendenzwecke zum 26.11.2026');
    const text = mails[0]?.body_text ?? '';
    expect(text).toContain('Turmuhr-Test');
    expect(text.slice(text.indexOf('Turmuhr-Test'))).toMatch(/^[^G]*Gesamt:\s+150,00\s€/);
    expect(text).not.toContain('Kurze Aktion');
    // next Thursday: a new interim sum
    server.clock.set('2026-12-03T06:00:00Z');
    await sendTwice('intermediate_sum');
    expect(await mailsTo('zwischen@test.example')).toHaveLength(2);
  });
});

describe('device_attendant (live telemetry)', () => {
  it('reports a device offline for more than two hours and a low battery, once per incident', async () => {
    await addContact('technik@test.example', ['device_attendant']);
    const devices = await db()
      .selectFrom('device')
      .select(['id', 'name', 'mqtt_identity'])
      .where('organization_id', '=', lauffen)
      .where('active', '=', true)
      .orderBy('id')
      .limit(2)
      .execute();
    const [offline, lowBattery] = devices;
    if (!offline || !lowBattery) throw new Error('Lauffen needs two devices');
    server.clock.set('2026-11-23T12:00:00Z');
    await startDeviceTelemetryWatch(server.context);
    const handshake = Math.floor(new Date('2026-11-23T09:00:00Z').getTime() / 1000);
    const publish = (topic: string, payload: string) =>
      server.context.telemetry.publish(topic, payload, { retain: true });
    await publish(`${offline.mqtt_identity}/status`, 'offline');
    await publish(`${offline.mqtt_identity}/vpn/last_handshake`, String(handshake));
    await publish(`${lowBattery.mqtt_identity}/status`, 'online');
    await publish(
      `${lowBattery.mqtt_identity}/vpn/last_handshake`,
      String(Math.floor(server.clock.now().getTime() / 1000)),
    );
    await publish(`${lowBattery.mqtt_identity}/battery_percent`, '12');
    await expect
      .poll(
        async () => {
          await sendAllDueNotifications(server.context, ['device_attendant']);
          return (await mailsTo('technik@test.example')).length;
        },
        { timeout: 10_000 },
      )
      .toBe(2);
    await sendTwice('device_attendant');
    const mails = await mailsTo('technik@test.example');
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`Akku fast leer: ${lowBattery.name}`, `Gerät offline: ${offline.name}`].sort(),
    );
    expect(mails.find((mail) => mail.subject.startsWith('Gerät offline'))?.body_text).toContain(
      'seit 23.11.2026, 10:00 Uhr nicht mehr erreichbar',
    );
    // back online, then offline again: a new incident, a new mail
    const later = Math.floor(new Date('2026-11-23T12:00:00Z').getTime() / 1000);
    server.clock.set('2026-11-23T14:30:00Z');
    await publish(`${offline.mqtt_identity}/vpn/last_handshake`, String(later));
    await publish(
      `${lowBattery.mqtt_identity}/vpn/last_handshake`,
      String(Math.floor(Date.parse('2026-11-23T14:30:00Z') / 1000)),
    );
    await expect
      .poll(() => {
        const telemetry = readDeviceTelemetry(server.context);
        return [
          telemetry.get(lowBattery.mqtt_identity)?.isOnline,
          telemetry.get(offline.mqtt_identity)?.lastSeenAt?.getTime(),
        ];
      })
      .toEqual([true, later * 1000]);
    await expect
      .poll(
        async () => {
          await sendAllDueNotifications(server.context, ['device_attendant']);
          return (await mailsTo('technik@test.example')).length;
        },
        { timeout: 10_000 },
      )
      .toBe(3);
  });
});

describe('forward_billing_emails (a copy of new billing documents)', () => {
  it('sends a copy of a new invoice, the document attached for contacts who want files', async () => {
    await addContact('kopie@test.example', ['forward_billing_emails'], true);
    await addContact('kopie-ohne@test.example', ['forward_billing_emails'], false);
    const newest = await db()
      .selectFrom('billing_document')
      .select(['id', 'name', 'number'])
      .where('organization_id', '=', lauffen)
      .where('type', '=', 'invoice')
      .orderBy('period_start', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!newest) throw new Error('the demo world has no invoice of Lauffen');
    server.clock.set('2026-11-23T13:00:00Z');
    await db()
      .updateTable('billing_document')
      .set({ created_at: new Date('2026-11-22T06:00:00Z') })
      .where('id', '=', newest.id)
      .execute();
    await sendTwice('forward_billing_emails');
    const [withFile] = await mailsTo('kopie@test.example');
    const [without] = await mailsTo('kopie-ohne@test.example');
    expect(withFile?.subject).toContain(`Kopie: Rechnung ${newest.number}`);
    expect(withFile?.attachments).toHaveLength(1);
    expect(withFile?.attachments[0]).toMatchObject({
      filename: newest.name,
      content_type: 'application/pdf',
    });
    expect(
      Buffer.from(withFile?.attachments[0]?.content_base64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(without?.attachments).toEqual([]);
  });
});

describe('the sweep job (through the queue)', () => {
  it('sends a send job per due (type, organisation); a second sweep mails nothing again', async () => {
    const neighbour = server.world.ids.neighbourParish;
    await addContact('sweep@test.example', ['cash_notification'], false, neighbour);
    const planId = await insertPlan({
      name: 'Sweep-Kollekte',
      start: '2026-11-15T23:00:00Z',
      end: '2026-11-29T17:00:00Z',
      organizationId: neighbour,
    });
    await db()
      .insertInto('cash_payment')
      .values({
        organization_id: neighbour,
        plan_id: planId,
        amount_cents: 4200,
        currency: 'EUR',
        collected_at: new Date('2026-11-22T10:00:00Z'),
        split: null,
        created_at: new Date('2026-11-22T12:00:00Z'),
      })
      .execute();
    server.clock.set('2026-11-24T12:00:00Z');
    await server.context.jobs.start();
    await ensureNotificationMailJobs(server.context);
    const sweep = () =>
      server.context.jobs.send(NOTIFICATION_SWEEP_JOB, { organizationId: null }, { singletonKey: 'all' });
    await sweep();
    await expect.poll(async () => (await mailsTo('sweep@test.example')).length, { timeout: 60_000 }).toBe(1);
    await expect.poll(async () => (await findDueBatches(server.context)).length, { timeout: 60_000 }).toBe(0);
    const second = await sweep();
    await expect
      .poll(
        async () =>
          second
            ? (await server.context.jobs.getJob(NOTIFICATION_SWEEP_JOB.name, second))?.state
            : 'completed',
        {
          timeout: 60_000,
        },
      )
      .toBe('completed');
    expect(await mailsTo('sweep@test.example')).toHaveLength(1);
  }, 120_000);
});
