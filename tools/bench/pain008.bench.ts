/**
 * How fast direct debits become pain.008.001.08 files: 10,000 debits of four creditors over one-off,
 * first and recurring debits on several due days, each creditor's debits into one file, written to a
 * temporary directory, then all files checked against the ISO 20022 schema with xmllint (Debian
 * package libxml2-utils). The target is under 5 s for the 10,000 debits; the schema check is timed
 * apart, since a bank runs it, not us.
 *   node --import tsx tools/bench/pain008.bench.ts [--debits 10000] [--creditors 4] [--rounds 3]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildDirectDebitFileName, buildMandateReference, type SepaSequenceType } from '@kollekta/domain';
import { buildPain008, type Pain008Debit } from '@kollekta/server/direct-debits';
import { PAIN_008_001_08_SCHEMA, validateWithXmllint } from '@kollekta/server/xmllint';

const { values } = parseArgs({
  options: {
    debits: { type: 'string', default: '10000' },
    creditors: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
  },
});
const debitCount = Number(values.debits);
const creditorCount = Number(values.creditors);
const TARGET_MS = 5000;

/** A German IBAN with correct check digits for a bank code and account number. */
function germanIban(bankCode: string, account: number): string {
  const bban = `${bankCode}${String(account).padStart(10, '0')}`;
  const check = 98n - (BigInt(`${bban}131400`) % 97n);
  return `DE${String(check).padStart(2, '0')}${bban}`;
}

const DUE_DAYS: [SepaSequenceType, string][] = [
  ['OOFF', '2026-03-03'],
  ['OOFF', '2026-03-04'],
  ['FRST', '2026-03-10'],
  ['RCUR', '2026-03-10'],
  ['RCUR', '2026-04-10'],
];
const NAMES = [
  'Jürgen Weiß',
  'Erika Mustermann',
  'Zoë Çelik',
  'Hans-Peter Müller & Söhne',
  "Siobhán O'Brien",
];

const creditors = Array.from({ length: creditorCount }, (_, index) => ({
  name: `Ev. Kirchengemeinde Süd ${index + 1}`,
  creditorIdentifier: 'DE98ZZZ09999999999',
  iban: germanIban('12030000', 202051 + index),
}));
const debitsByCreditor = creditors.map((): Pain008Debit[] => []);
for (let index = 0; index < debitCount; index += 1) {
  const [sequenceType, dueDay] = DUE_DAYS[index % DUE_DAYS.length] as [SepaSequenceType, string];
  debitsByCreditor[index % creditorCount]?.push({
    endToEndId: `KOL-E2E-${index + 1}`,
    amountCents: 100 + ((index * 7919) % 50_000),
    mandateReference: buildMandateReference('KOL42', index + 1),
    mandateDate: '2026-01-05',
    debtorName: `${NAMES[index % NAMES.length]} ${index}`,
    debtorIban: germanIban('37040044', 532013000 + index),
    debtorBic: index % 3 === 0 ? 'COBADEFFXXX' : null,
    remittanceText: `Spende für die Kollekte „Brot für die Welt“ Nr. ${index + 1}`,
    sequenceType,
    dueDay,
  });
}

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-pain008-bench-'));
try {
  const timings: number[] = [];
  const cpuTimings: number[] = [];
  let files: string[] = [];
  let bytes = 0;
  let blocks = 0;
  for (let round = 0; round < Number(values.rounds); round += 1) {
    fs.rmSync(directory, { recursive: true, force: true });
    fs.mkdirSync(directory);
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const createdAt = new Date();
    files = creditors.map((creditor, index) => {
      const file = buildPain008({
        creditor,
        messageId: `KOL-BENCH-${round + 1}-${index + 1}`,
        createdAt,
        debits: debitsByCreditor[index] ?? [],
      });
      const name = path.join(directory, buildDirectDebitFileName(createdAt, creditor.name));
      fs.writeFileSync(name, file.xml);
      bytes = round === 0 ? bytes + Buffer.byteLength(file.xml) : bytes;
      blocks = round === 0 ? blocks + file.paymentInformation.length : blocks;
      return name;
    });
    timings.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuStarted);
    cpuTimings.push((cpu.user + cpu.system) / 1000);
  }
  const checkStarted = performance.now();
  const check = validateWithXmllint(files, PAIN_008_001_08_SCHEMA);
  const checkMs = performance.now() - checkStarted;
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `${debitCount} debits, ${creditorCount} files, ${blocks} payment blocks, ${(bytes / 1e6).toFixed(1)} MB: ` +
      `built and written in ${timings.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} (median ${median.toFixed(0)} ms, target < ${TARGET_MS} ms)`,
  );
  // On a shared machine the wall clock includes other processes' turns; CPU time does not.
  console.log(
    `CPU time per round: ${cpuTimings.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log(
    `xmllint against pain.008.001.08.xsd: ${check.isValid ? 'valid' : 'NOT VALID'} in ${checkMs.toFixed(0)} ms`,
  );
  if (!check.isValid) {
    console.error(check.output.slice(0, 2000));
    process.exitCode = 1;
  } else if (median > TARGET_MS) {
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(directory, { recursive: true, force: true });
}
