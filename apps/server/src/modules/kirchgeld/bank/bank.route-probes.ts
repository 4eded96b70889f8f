/**
 * The church-tax route matrix's probes of the bank (see `../route-probes.ts`): adding an account,
 * uploading a statement, assigning, ignoring, unassigning and applying suggestions in Lauffen must be
 * refused to nachbar and kasse and change no row. The setup makes an account and one statement with
 * one credit as gemeinde.
 */
import { KIRCHGELD_API_PREFIX } from '@kollekta/contract';
import type { KgFeatureProbes } from '../route-probes';
import { writeCamtDocument } from './camt-writer';

const BOUNDARY = 'kollekta-bank-probe';
const PROBE_IBAN = 'DE75512108001245126199';
const SOMEONE = '00000000-0000-4000-8000-000000000001';

/** A multipart body with one file field `file`. */
export function camtUpload(content: Buffer | string, fileName = 'kontoauszug.xml') {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/xml\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), tail]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

function probeStatement(day: string) {
  return writeCamtDocument({
    statementId: `PROBE-${day}`,
    iban: PROBE_IBAN,
    fromDate: day,
    toDate: day,
    entries: [
      {
        bookingDate: day,
        amountCents: 1234,
        name: 'Probe Zahler',
        iban: 'DE02120300000000202051',
        purpose: 'Probe',
      },
    ],
  });
}

export const bankProbes: KgFeatureProbes = {
  async setup(world) {
    const account = await world.call('gemeinde', {
      method: 'POST',
      path: `tenant/${world.lauffen}/bank_account/`,
      payload: { name: 'Probe-Konto', iban: PROBE_IBAN },
    });
    if (account.statusCode !== 201) throw new Error(`bank account setup failed: ${account.body}`);
    const upload = camtUpload(probeStatement('2020-02-03'));
    const statement = await world.call('gemeinde', {
      method: 'POST',
      path: `tenant/${world.lauffen}/bank_statement/`,
      payload: upload.payload,
      headers: { 'content-type': upload.contentType },
    });
    if (statement.statusCode !== 201) throw new Error(`bank statement setup failed: ${statement.body}`);
    const query = await world.call('gemeinde', {
      method: 'GET',
      path: `tenant/${world.lauffen}/bank_statement/query/?start=2020-02-03&end=2020-02-03&account=${account.json().id}`,
    });
    const [transaction] = query.json().results;
    world.objects.bankStatementId = statement.json().id;
    world.objects.bankTransactionId = transaction.id;
  },
  probes: {
    kgCreateBankAccount: {
      probe: (world) => ({
        params: { tenant: world.lauffen },
        body: { name: 'Fremd', iban: 'DE89370400440532013000' },
      }),
    },
    kgUploadBankStatement: {
      probe: (world) => ({
        params: { tenant: world.lauffen },
        multipart: camtUpload(probeStatement('2020-02-04')),
      }),
    },
    kgAssignBankTransaction: {
      probe: (world) => ({
        params: { tenant: world.lauffen, id: world.objects.bankStatementId as number },
        body: { bank_transaction: world.objects.bankTransactionId, person: SOMEONE, amount: '12.34' },
      }),
    },
    kgUnassignBankTransaction: {
      probe: (world) => ({
        params: { tenant: world.lauffen, id: world.objects.bankStatementId as number },
        body: { bank_transaction: world.objects.bankTransactionId },
      }),
    },
    kgApplyBankSuggestions: {
      probe: (world) => ({
        params: { tenant: world.lauffen },
        body: {
          suggestions: [
            {
              bank_transaction: `${KIRCHGELD_API_PREFIX}tenant/${world.lauffen}/bank_transaction/${world.objects.bankTransactionId}/`,
              person: SOMEONE,
            },
          ],
        },
      }),
    },
  },
};
