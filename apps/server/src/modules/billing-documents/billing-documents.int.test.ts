/**
 * Billing documents end to end (issue 16 point 5): the demo year of Lauffen, a run of November by a
 * superuser through the job queue, the invoice's total against the billing plan applied to the
 * period's payments computed here from the payment table, the PDF (pdftotext) and the XLSX read
 * back, gap-free numbers under two runs at once, a rerun that makes nothing, the first download,
 * the mails once, and who may see what. On PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@kollekta/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsxSheet } from '../../adapters/xlsx';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { runBillingJob, sendBillingDocumentMails } from './index';

let server: TestServer;
let lauffen: number;
const tokens: Record<string, string> = {};
const noop = async () => undefined;

beforeAll(async () => {
  server = await startTestServer({ jobs: true });
  lauffen = server.world.ids.parish;
  for (const name of ['admin', 'gemeinde', 'nachbar'] as const) tokens[name] = await server.login(name);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const list = (kind: 'invoice' | 'booking_report', token: string, organization = lauffen) =>
  server.call({
    method: 'GET',
    url:
      kind === 'invoice'
        ? `${API_PREFIX}billing/invoice/?organization=${organization}`
        : `${API_PREFIX}billing/export/booking_report?organization=${organization}`,
    token,
  });

type Listed = {
  id: number;
  url: string;
  download_url: string;
  period_start: string;
  number: string | null;
  label: string;
  gross_total: string;
  first_download: { date: string; user: string } | null;
};

async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the demo year of Lauffen', () => {
  it('lists twelve invoices and twelve reports, numbered without gaps, newest unopened', async () => {
    const invoices = (await list('invoice', tokens.gemeinde as string)).json() as Listed[];
    const reports = (await list('booking_report', tokens.gemeinde as string)).json() as Listed[];
    expect(invoices).toHaveLength(12);
    expect(reports).toHaveLength(12);
    expect(invoices[0]?.period_start).toBe('2026-10-01');
    expect(invoices.at(-1)?.period_start).toBe('2025-11-01');
    expect(new Set(invoices.map((invoice) => invoice.label))).toEqual(new Set(['Rechnung']));
    expect(new Set(reports.map((report) => report.label))).toEqual(new Set(['Abgleichliste']));
    expect(invoices[0]?.first_download).toBeNull();
    expect(invoices[1]?.first_download?.user).toBe('gemeinde');
    const numbers2026 = invoices
      .map((invoice) => invoice.number ?? '')
      .filter((number) => number.startsWith('RE-2026-'))
      .sort();
    expect(numbers2026).toEqual(
      Array.from({ length: 11 }, (_, index) => `RE-2026-${String(index + 1).padStart(5, '0')}`),
    );
  });
});

describe('a run of November 2026', () => {
  let invoice: Listed;

  beforeAll(async () => {
    const { db } = server.context;
    await db.updateTable('organization').set({ datev_creditor: '10042' }).where('id', '=', lauffen).execute();
    const contact = await server.call({
      method: 'POST',
      url: `${API_PREFIX}contact/`,
      token: tokens.admin,
      payload: {
        organization: String(lauffen),
        email: 'finanzen@lauffen.example',
        name: 'Finanzen Lauffen',
        attach_files: true,
        types: ['invoice_available', 'booking_report_available'],
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    server.clock.set('2026-12-02T07:00:00Z');
  });

  it('is refused to anyone but a superuser, and to a period that does not start a month', async () => {
    const asParishAdmin = await server.call({
      method: 'POST',
      url: `${API_PREFIX}billing/run/`,
      token: tokens.gemeinde,
      payload: { organization: lauffen, period_start: '2026-11-01' },
    });
    expect(asParishAdmin.statusCode).toBe(403);
    const midMonth = await server.call({
      method: 'POST',
      url: `${API_PREFIX}billing/run/`,
      token: tokens.admin,
      payload: { organization: lauffen, period_start: '2026-11-15' },
    });
    expect(midMonth.statusCode).toBe(400);
    expect(midMonth.json().period_start[0]).toContain('ersten Tag');
  });

  it('makes the invoice whose total is the plan applied to the period’s payments', async () => {
    const started = await server.call({
      method: 'POST',
      url: `${API_PREFIX}billing/run/`,
      token: tokens.admin,
      headers: { 'idempotency-key': 'billing-run-november' },
      payload: { organization: lauffen, period_start: '2026-11-01' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const again = await server.call({
      method: 'POST',
      url: `${API_PREFIX}billing/run/`,
      token: tokens.admin,
      headers: { 'idempotency-key': 'billing-run-november' },
      payload: { organization: lauffen, period_start: '2026-11-01' },
    });
    expect(again.json()).toEqual(started.json());
    invoice = await waitFor(async () => {
      const invoices = (await list('invoice', tokens.gemeinde as string)).json() as Listed[];
      return invoices.find((row) => row.period_start === '2026-11-01');
    });

    // independently: November in Berlin, completed EUR payments of Lauffen itself, by type
    const sums = await sql<{ type: string; cents: string | number }>`
      select type, coalesce(sum(amount_cents), 0) as cents from payment
      where dst_organization_id = ${lauffen} and state = 'completed' and currency = 'EUR'
        and created_at >= timestamptz '2026-11-01 00:00:00 Europe/Berlin'
        and created_at < timestamptz '2026-12-01 00:00:00 Europe/Berlin'
      group by type`.execute(server.context.db);
    const income = (type: string) => Number(sums.rows.find((row) => row.type === type)?.cents ?? 0);
    expect(income('ecom') + income('pos')).toBeGreaterThan(0);
    // 'Gemeinde Komfort': 24.90 € a month, 1.9 % of online and 1.5 % of device income, half up
    const net =
      2490 +
      Math.floor((income('ecom') * 190 + 5000) / 10000) +
      Math.floor((income('pos') * 150 + 5000) / 10000);
    const vat = Math.floor((net * 19 + 50) / 100);
    const gross = net + vat;
    expect(invoice.gross_total).toBe(`${Math.trunc(gross / 100)}.${String(gross % 100).padStart(2, '0')}`);
    const stored = await server.context.db
      .selectFrom('billing_document')
      .select(['net_cents', 'vat_cents', 'gross_cents', 'number'])
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect([Number(stored.net_cents), Number(stored.vat_cents), Number(stored.gross_cents)]).toEqual([
      net,
      vat,
      gross,
    ]);
    expect(stored.number).toBe('RE-2026-00012');

    // the PDF says what the invoice says
    const pdf = await server.call({ method: 'GET', url: invoice.download_url, token: tokens.gemeinde });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'billing-pdf-'));
    const file = path.join(directory, 'invoice.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    fs.rmSync(directory, { recursive: true, force: true });
    const euro = (cents: number) =>
      `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(cents / 100)} €`;
    expect(text).toContain('RE-2026-00012');
    expect(text).toContain('10042');
    expect(text).toContain('November 2026');
    expect(text).toMatch(new RegExp(`Summe netto\\s+${euro(net).replace('.', '\\.')}`));
    expect(text).toMatch(new RegExp(`Umsatzsteuer 19 %\\s+${euro(vat).replace('.', '\\.')}`));
    expect(text).toMatch(new RegExp(`Gesamtbetrag brutto\\s+${euro(gross).replace('.', '\\.')}`));
  });

  it('writes a booking report with every payment and fees summing to the percentage fees', async () => {
    const reports = (await list('booking_report', tokens.gemeinde as string)).json() as Listed[];
    const report = reports.find((row) => row.period_start === '2026-11-01');
    expect(report).toBeDefined();
    const response = await server.call({
      method: 'GET',
      url: report?.download_url ?? '',
      token: tokens.gemeinde,
    });
    expect(response.statusCode).toBe(200);
    const rows = await readXlsxSheet(response.rawPayload, {
      preferredName: 'Zahlungen',
      maxRows: 100_000,
      maxColumns: 6,
    });
    const count = await sql<{ n: string | number }>`
      select count(*) as n from payment where dst_organization_id = ${lauffen} and state = 'completed'
        and created_at >= timestamptz '2026-11-01 00:00:00 Europe/Berlin'
        and created_at < timestamptz '2026-12-01 00:00:00 Europe/Berlin'`.execute(server.context.db);
    expect(rows?.[0]).toEqual(['Datum', 'Art', 'Zahlungsart', 'Betrag', 'Gebühr', 'Zahlungs-ID']);
    const body = rows?.slice(1) ?? [];
    expect(body).toHaveLength(Number(count.rows[0]?.n));
    const stored = await server.context.db
      .selectFrom('billing_document')
      .select('net_cents')
      .where('id', '=', report?.id ?? 0)
      .executeTakeFirstOrThrow();
    const feeCents = Math.round(body.reduce((sum, row) => sum + Number(row[4]), 0) * 100);
    // the report's per-payment fees are the percentage parts: net minus the base fees (24.90 €)
    expect(feeCents).toBe(Number(stored.net_cents) - 2490);
  });

  it('records the first download with its user and keeps it on later downloads', async () => {
    const reports = (await list('booking_report', tokens.gemeinde as string)).json() as Listed[];
    const report = reports.find((row) => row.period_start === '2026-11-01');
    expect(report?.first_download?.user).toBe('gemeinde');
    await server.call({ method: 'GET', url: report?.download_url ?? '', token: tokens.admin });
    const after = ((await list('booking_report', tokens.gemeinde as string)).json() as Listed[]).find(
      (row) => row.id === report?.id,
    );
    expect(after?.first_download).toEqual(report?.first_download);
    const audits = await server.context.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'billing_document.downloaded')
      .where('object_id', '=', String(report?.id))
      .execute();
    expect(audits).toHaveLength(2);
  });

  it('mails each document once to the finance contact, with the file attached', async () => {
    const outbox = () =>
      server.context.db
        .selectFrom('mail_outbox')
        .select(['subject', 'attachments'])
        .where('recipient', '=', 'finanzen@lauffen.example')
        .execute();
    const mails = await waitFor(async () => {
      const rows = await outbox();
      return rows.length >= 2 && rows;
    });
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Neue Abgleichliste November 2026 für Ev. Kirchengemeinde Lauffen',
      'Neue Rechnung RE-2026-00012 für Ev. Kirchengemeinde Lauffen',
    ]);
    const invoiceMail = mails.find((mail) => mail.subject.startsWith('Neue Rechnung'));
    const attachments =
      typeof invoiceMail?.attachments === 'string'
        ? JSON.parse(invoiceMail.attachments)
        : invoiceMail?.attachments;
    expect(attachments[0].filename).toBe('Rechnung_RE-2026-00012.pdf');
    // a second go (a retried job) sends nothing
    expect(
      await sendBillingDocumentMails(server.context, { organizationId: lauffen, documentId: invoice.id }),
    ).toBe(0);
    expect(await outbox()).toHaveLength(2);
  });

  it('gives the number back when a run dies before its commit', async () => {
    const { db } = server.context;
    const neighbour = server.world.ids.neighbourParish;
    const counterBefore = await db
      .selectFrom('invoice_number_counter')
      .select('last_sequence')
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    // the process dies after the invoice row is written, inside the transaction (as kill -9 would)
    await expect(
      runBillingJob(
        server.context,
        { data: { organizationId: neighbour, periodStart: '2026-11-01' }, reportProgress: noop },
        {
          onCreated: async () => {
            throw new Error('abgestürzt');
          },
        },
      ),
    ).rejects.toThrow('abgestürzt');
    const documents = await db
      .selectFrom('billing_document')
      .select('id')
      .where('organization_id', '=', neighbour)
      .where('period_start', '=', '2026-11-01')
      .execute();
    expect(documents).toEqual([]);
    const counterAfter = await db
      .selectFrom('invoice_number_counter')
      .select('last_sequence')
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    expect(Number(counterAfter.last_sequence)).toBe(Number(counterBefore.last_sequence));
  });

  it('makes nothing twice on a rerun, and numbers gap-free under two runs at once', async () => {
    const { db } = server.context;
    const before = await db.selectFrom('billing_document').select('id').execute();
    expect(
      await runBillingJob(server.context, {
        data: { organizationId: lauffen, periodStart: '2026-11-01' },
        reportProgress: noop,
      }),
    ).toEqual([]);
    expect(await db.selectFrom('billing_document').select('id').execute()).toHaveLength(before.length);

    const [first, second] = await Promise.all([
      runBillingJob(server.context, {
        data: { organizationId: null, periodStart: '2026-11-01' },
        reportProgress: noop,
      }),
      runBillingJob(server.context, {
        data: { organizationId: null, periodStart: '2026-11-01' },
        reportProgress: noop,
      }),
    ]);
    expect(first.length + second.length).toBeGreaterThan(0);
    const monthly = await db
      .selectFrom('billing_document')
      .select(['contract_id', 'type', 'number'])
      .where('period_start', '=', '2026-11-01')
      .execute();
    const invoices = monthly.filter((row) => row.type === 'invoice');
    expect(new Set(invoices.map((row) => row.contract_id)).size).toBe(invoices.length);
    expect(monthly.filter((row) => row.type === 'booking-report')).toHaveLength(invoices.length);
    const sequences = (
      await db.selectFrom('billing_document').select('number').where('number', 'like', 'RE-2026-%').execute()
    )
      .map((row) => Number(row.number?.slice(8)))
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    const counter = await db
      .selectFrom('invoice_number_counter')
      .select('last_sequence')
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    expect(Number(counter.last_sequence)).toBe(sequences.length);
  });
});

describe('who sees billing documents', () => {
  it('refuses another parish’s admin the list and the download', async () => {
    const listed = await list('invoice', tokens.nachbar as string);
    expect([403, 404]).toContain(listed.statusCode);
    const [document] = (await list('invoice', tokens.gemeinde as string)).json() as Listed[];
    const download = await server.call({
      method: 'GET',
      url: document?.download_url ?? '',
      token: tokens.nachbar,
    });
    expect([403, 404]).toContain(download.statusCode);
    const after = ((await list('invoice', tokens.gemeinde as string)).json() as Listed[])[0];
    expect(after?.first_download).toEqual(document?.first_download);
  });

  it('lets a superuser see every organisation’s documents', async () => {
    const listed = await list('invoice', tokens.admin as string);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Listed[]).length).toBeGreaterThanOrEqual(13);
  });

  it('answers 404 for a document that does not exist', async () => {
    const response = await server.call({
      method: 'GET',
      url: `${API_PREFIX}billing_document/999999/download/`,
      token: tokens.admin,
    });
    expect(response.statusCode).toBe(404);
  });
});
