/**
 * Admin mails (administration.md §2 "Admin mails", §6): superusers pick contact types or the group
 * finance, see the matching contacts and copy their addresses joined by semicolons; inactive
 * contacts (addresses of deactivated accounts) only when asked. Everyone else gets 403.
 */
import type { AdminMails } from '@kollekta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type Caller, callerOf, orgUrl } from '../planning/planning.test-support';

let server: TestServer;
let admin: Caller;
let gemeinde: Caller;
let kasse: Caller;
let nachbar: Caller;

beforeAll(async () => {
  server = await startTestServer();
  [admin, gemeinde, kasse, nachbar] = await Promise.all([
    callerOf(server, 'admin'),
    callerOf(server, 'gemeinde'),
    callerOf(server, 'kasse'),
    callerOf(server, 'nachbar'),
  ]);
  const { district, neighbourParish } = server.world.ids;
  for (const body of [
    {
      organization: orgUrl(district),
      name: 'Rechnungsstelle Neckartal',
      email: 'rechnung@neckartal.example',
      types: ['invoice_available'],
    },
    {
      organization: orgUrl(neighbourParish),
      name: 'Kirchenpflege Brackenheim',
      email: 'kasse@brackenheim.example',
      types: ['booking_report_available', 'cash_notification'],
    },
    // the address of a deactivated account: an inactive contact
    {
      organization: orgUrl(neighbourParish),
      name: 'Frühere Kirchenpflege',
      email: 'alt@brackenheim.example',
      types: ['invoice_available'],
    },
  ]) {
    const response = await admin.post('contact/', body);
    expect(response.statusCode, response.body).toBe(201);
  }
  await server.context.db
    .insertInto('app_user')
    .values({
      username: 'alt-kirchenpflege',
      username_key: 'alt-kirchenpflege',
      name: 'Frühere Kirchenpflege',
      email: 'ALT@brackenheim.example',
      password_hash: null,
      is_superuser: false,
      is_active: false,
      otp_secret: null,
      pw_check_status: 'not_checked',
    })
    .execute();
});

afterAll(async () => {
  await server?.close();
});

async function mails(query: string): Promise<AdminMails> {
  const response = await admin.get(`admin/mails/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('admin mails', () => {
  it('opens the group finance into invoices and booking reports, without inactive contacts', async () => {
    const result = await mails('?types=finance');
    expect(result.contacts.map((contact) => contact.email).sort()).toEqual([
      'kasse@brackenheim.example',
      'rechnung@neckartal.example',
    ]);
    expect(result.addresses.split(';').sort()).toEqual([
      'kasse@brackenheim.example',
      'rechnung@neckartal.example',
    ]);
    expect(result.contacts[0]).toMatchObject({ organization_name: expect.any(String), is_active: true });
  });

  it('adds the inactive contacts with the switch', async () => {
    const result = await mails('?types=finance&inactive=true');
    expect(result.contacts).toHaveLength(3);
    expect(result.contacts.find((contact) => contact.email === 'alt@brackenheim.example')?.is_active).toBe(
      false,
    );
    expect(result.addresses.split(';')).toContain('alt@brackenheim.example');
  });

  it('combines types, each address once', async () => {
    const result = await mails('?types=cash_notification,booking_report_available');
    expect(result.addresses.split(';').sort()).toEqual([
      'kasse@brackenheim.example',
      'kirchenpflege@lauffen.kirche.example',
    ]);
  });

  it('answers nothing without a type and a German 400 for an unknown one', async () => {
    expect(await mails('')).toEqual({ contacts: [], addresses: '' });
    const response = await admin.get('admin/mails/?types=finance,alles');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ types: ['Unbekannte Kontaktart: alles'] });
  });

  it.each([
    ['gemeinde', () => gemeinde],
    ['kasse', () => kasse],
    ['nachbar', () => nachbar],
  ])('refuses %s (403)', async (_name, caller) => {
    expect((await caller().get('admin/mails/?types=finance')).statusCode).toBe(403);
  });
});
