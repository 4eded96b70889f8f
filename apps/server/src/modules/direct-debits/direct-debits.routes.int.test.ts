/**
 * The API of 'Lastschriftdateien' and returns over HTTP: list, download, processed, a run started by
 * an administrator and watched, a return that reverses the payment once; refused for others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createFileForCreditor } from './direct-debit-files.service';
import { bookDebitPayment, ensureCreditor, insertDueDebits } from './direct-debits.test-support';

let server: TestServer;
const tokens: Record<string, string> = {};
let parish: number;
let fileId: number;
let debitIds: number[];
beforeAll(async () => {
  server = await startTestServer({ jobs: true });
  parish = server.world.ids.parish;
  for (const name of ['gemeinde', 'kasse', 'nachbar', 'admin', 'bezirk'])
    tokens[name] = await server.login(name);
  await ensureCreditor(server.context.db, parish);
  debitIds = await insertDueDebits(server.context.db, {
    organizationId: parish,
    count: 3,
    dueDay: '2026-11-24',
    tag: 'ROUTE',
    amountCents: (index) => [2500, 1000, 5].at(index) ?? 1,
  });
  for (const id of debitIds) await bookDebitPayment(server.context, id);
  const file = await createFileForCreditor(server.context, parish, {
    warn: () => undefined,
    notifyInTransaction: async () => undefined,
  });
  fileId = file?.id ?? 0;
});
afterAll(() => server?.close());

const api = (path: string) => `/api/v2/${path}`;

describe('Lastschriftdateien', () => {
  it('lists the files of the organisation with count, control sum and state', async () => {
    const response = await server.call({
      method: 'GET',
      url: api(`payment/direct_payment_pain_file/?organization=${parish}`),
      token: tokens.gemeinde,
    });
    expect(response.statusCode).toBe(200);
    // the demo world's own files of Lauffen's recurring gifts are listed too
    const listed = response.json() as { id: number; organization_id: number }[];
    expect(listed.every((file) => file.organization_id === parish)).toBe(true);
    expect(listed.filter((file) => file.id === fileId)).toEqual([
      expect.objectContaining({
        id: fileId,
        url: `http://localhost:80/api/v2/payment/direct_payment_pain_file/${fileId}/`,
        organization_id: parish,
        number_of_transactions: 3,
        control_sum: '35.05',
        processed: false,
        processed_at: null,
        file_name: expect.stringMatching(/^2026-11-20_11-00_Lastschriften .+\.xml$/),
      }),
    ]);
    // the district's administrator sees the parish's files, also without naming it
    const above = await server.call({
      method: 'GET',
      url: api('payment/direct_payment_pain_file/'),
      token: tokens.bezirk,
    });
    expect(above.json().map((file: { id: number }) => file.id)).toContain(fileId);
  });

  it('downloads the XML as an attachment, then marks it processed', async () => {
    const download = await server.call({
      method: 'GET',
      url: api(`payment/direct_payment_pain_file/${fileId}/download/`),
      token: tokens.gemeinde,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename=".*Lastschriften.*\.xml"; filename\*=UTF-8''/,
    );
    expect(download.body).toContain('<NbOfTxs>3</NbOfTxs>');
    expect(download.body).toContain('<CtrlSum>35.05</CtrlSum>');

    const patched = await server.call({
      method: 'PATCH',
      url: api(`payment/direct_payment_pain_file/${fileId}/`),
      token: tokens.gemeinde,
      payload: { processed: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ processed: true, processed_at: '2026-11-20T10:00:00.000Z' });
    const refused = await server.call({
      method: 'PATCH',
      url: api(`payment/direct_payment_pain_file/${fileId}/`),
      token: tokens.gemeinde,
      payload: { processed: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(
      'Eine heruntergeladene Lastschriftdatei bleibt heruntergeladen.',
    );
  });

  it('refuses the files to a plain user (403) and to another parish (404), with German messages', async () => {
    for (const [token, status] of [
      [tokens.kasse, 403],
      [tokens.nachbar, 404],
    ] as const) {
      for (const [method, url] of [
        ['GET', `payment/direct_payment_pain_file/?organization=${parish}`],
        ['GET', `payment/direct_payment_pain_file/${fileId}/download/`],
        ['PATCH', `payment/direct_payment_pain_file/${fileId}/`],
      ] as const) {
        const response = await server.call({
          method,
          url: api(url),
          token,
          ...(method === 'PATCH' ? { payload: { processed: true } } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(status);
        expect(response.json().detail).toMatch(/Lastschrift|Administratoren/);
      }
    }
    const unknown = await server.call({
      method: 'GET',
      url: api('payment/direct_payment_pain_file/999999/download/'),
      token: tokens.admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('starts a run for the organisation, answers the one under way, and lists it with its state', async () => {
    const more = await insertDueDebits(server.context.db, {
      organizationId: parish,
      count: 2,
      dueDay: '2026-11-30',
      tag: 'ROUTE2',
    });
    const started = await server.call({
      method: 'POST',
      url: api('payment/direct_payment_pain_file/run/'),
      token: tokens.gemeinde,
      payload: { organization: parish },
    });
    expect(started.statusCode).toBe(201);
    const run = started.json();
    expect(['created', 'active', 'completed']).toContain(run.state);
    await expect
      .poll(async () => {
        const runs = await server.call({
          method: 'GET',
          url: api(`payment/direct_payment_pain_file/run/?organization=${parish}`),
          token: tokens.gemeinde,
        });
        return runs.json().find((listed: { id: string }) => listed.id === run.id)?.state;
      })
      .toBe('completed');
    const files = await server.context.db
      .selectFrom('direct_debit_file_entry')
      .select('file_id')
      .where('direct_debit_id', 'in', more)
      .execute();
    expect(files).toHaveLength(2);

    const refused = await server.call({
      method: 'POST',
      url: api('payment/direct_payment_pain_file/run/'),
      token: tokens.kasse,
      payload: { organization: parish },
    });
    expect(refused.statusCode).toBe(403);
    const noCreditor = await server.call({
      method: 'POST',
      url: api('payment/direct_payment_pain_file/run/'),
      token: tokens.nachbar,
      payload: { organization: server.world.ids.neighbourParish },
    });
    expect(noCreditor.statusCode).toBe(400);
    expect(noCreditor.json().detail).toBe(
      'Für diese Organisation ist keine Gläubiger-Identifikationsnummer hinterlegt.',
    );
  });
});

describe('Rücklastschrift', () => {
  async function paymentOf(debitId: number) {
    return server.context.db
      .selectFrom('payment')
      .innerJoin('direct_debit', 'direct_debit.payment_id', 'payment.id')
      .select(['payment.state', 'payment.amount_cents', 'payment.dst_organization_id', 'payment.created_at'])
      .where('direct_debit.id', '=', debitId)
      .executeTakeFirstOrThrow();
  }

  async function dayTotal() {
    const row = await server.context.db
      .selectFrom('payment')
      .select((eb) => eb.fn.sum<number | string>('amount_cents').as('sum'))
      .where('dst_organization_id', '=', parish)
      .where('state', '=', 'completed')
      .executeTakeFirstOrThrow();
    return Number(row.sum);
  }

  it('reverses the payment of a returned debit once; a second return is 409', async () => {
    const [debitId] = debitIds;
    expect((await paymentOf(debitId ?? 0)).state).toBe('completed');
    const before = await dayTotal();
    const refused = await server.call({
      method: 'POST',
      url: api(`payment/direct_debit/${debitId}/return/`),
      token: tokens.kasse,
    });
    expect(refused.statusCode).toBe(403);
    const hidden = await server.call({
      method: 'POST',
      url: api(`payment/direct_debit/${debitId}/return/`),
      token: tokens.nachbar,
    });
    expect(hidden.statusCode).toBe(404);

    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        server.call({
          method: 'POST',
          url: api(`payment/direct_debit/${debitId}/return/`),
          token: tokens.gemeinde,
        }),
      ),
    );
    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const answered = [first, second].find((response) => response?.statusCode === 200)?.json();
    expect(answered).toMatchObject({
      id: debitId,
      state: 'returned',
      amount: '25.00',
      returned_at: '2026-11-20T10:00:00.000Z',
    });
    const conflict = [first, second].find((response) => response?.statusCode === 409)?.json();
    expect(conflict.detail).toBe('Diese Lastschrift wurde bereits als Rücklastschrift erfasst.');

    expect((await paymentOf(debitId ?? 0)).state).toBe('reversed');
    expect(await dayTotal()).toBe(before - 2500);
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'direct_debit.returned')
      .where('object_id', '=', String(debitId))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses the return of a debit that is in no file yet', async () => {
    const [loose] = await insertDueDebits(server.context.db, {
      organizationId: parish,
      count: 1,
      dueDay: '2027-01-10',
      tag: 'LOOSE',
    });
    const response = await server.call({
      method: 'POST',
      url: api(`payment/direct_debit/${loose}/return/`),
      token: tokens.gemeinde,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'Diese Lastschrift ist noch in keiner Lastschriftdatei und kann nicht zurückgegeben werden.',
    );
  });
});

describe('Eingezogen', () => {
  it('confirms a downloaded file once: its debits collected, their payments confirmed; a return stays possible', async () => {
    const ids = await insertDueDebits(server.context.db, {
      organizationId: parish,
      count: 2,
      dueDay: '2026-11-25',
      tag: 'COLLECT',
      amountCents: (index) => [1200, 3400].at(index) ?? 1,
    });
    for (const id of ids) await bookDebitPayment(server.context, id);
    const file = await createFileForCreditor(server.context, parish, {
      warn: () => undefined,
      notifyInTransaction: async () => undefined,
    });
    if (!file) throw new Error('no file was made');
    const collect = (token: string | undefined) =>
      server.call({
        method: 'POST',
        url: api(`payment/direct_payment_pain_file/${file.id}/collected/`),
        token,
      });
    const debits = () =>
      server.context.db
        .selectFrom('direct_debit')
        .innerJoin('payment', 'payment.id', 'direct_debit.payment_id')
        .select(['direct_debit.state', 'payment.is_reconciled', 'payment.state as payment_state'])
        .where('direct_debit.id', 'in', ids)
        .orderBy('direct_debit.id')
        .execute();

    const early = await collect(tokens.gemeinde);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(
      'Bitte laden Sie die Lastschriftdatei zuerst herunter und reichen Sie sie bei Ihrer Bank ein.',
    );
    const processed = await server.call({
      method: 'PATCH',
      url: api(`payment/direct_payment_pain_file/${file.id}/`),
      token: tokens.gemeinde,
      payload: { processed: true },
    });
    expect(processed.statusCode).toBe(200);
    expect((await collect(tokens.kasse)).statusCode).toBe(403);
    expect((await collect(tokens.nachbar)).statusCode).toBe(404);
    expect((await debits()).every((debit) => debit.state === 'due' && !debit.is_reconciled)).toBe(true);

    const answers = await Promise.all([collect(tokens.gemeinde), collect(tokens.gemeinde)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const confirmed = answers.find((answer) => answer.statusCode === 200)?.json();
    expect(confirmed).toMatchObject({ id: file.id, collected_at: '2026-11-20T10:00:00.000Z' });
    expect(answers.find((answer) => answer.statusCode === 409)?.json().detail).toBe(
      'Diese Lastschriftdatei ist bereits als eingezogen bestätigt.',
    );
    expect(await debits()).toEqual([
      { state: 'collected', is_reconciled: true, payment_state: 'completed' },
      { state: 'collected', is_reconciled: true, payment_state: 'completed' },
    ]);

    // a Rücklastschrift weeks later still reverses the confirmed payment
    const returned = await server.call({
      method: 'POST',
      url: api(`payment/direct_debit/${ids[0]}/return/`),
      token: tokens.gemeinde,
    });
    expect(returned.statusCode).toBe(200);
    expect((await debits())[0]).toEqual({
      state: 'returned',
      is_reconciled: true,
      payment_state: 'reversed',
    });
  });
});
