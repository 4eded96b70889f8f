/**
 * Issue 19 "Performance": finalising a letter to 50,000 recipients in under 60 s, and its PDF at
 * 60 % or more of a bare pdfkit loop's speed in the same run. A fresh database (the demo world of one
 * day) gets a registry of 50,000 members for Lauffen (the tenant); a live target group of all individuals, a
 * donation letter to it (one per person, so 50,000 letters), finalised by the real job function.
 * Then the first `--pdf-letters` letters are printed with the real renderer (GiroCode and all, the
 * recipients read from the database) and the same pages with bare pdfkit (every text, line and the
 * same GiroCode as plain pdfkit calls, the recipients in memory). Printed: durations, letters per
 * second and the ratio.
 * Embedded PGlite by default; --server for PostgreSQL.
 *   node --import tsx tools/bench/kirchgeld-letters.ts [--persons 50000] [--pdf-letters 2000]
 *     [--server postgres://postgres@127.0.0.1:5432/postgres --database kollekta_bench_letters]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { buildEpcPayload, formatMoney, letterPurpose, letterRemittance, letterText } from '@kollekta/domain';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '@kollekta/server/demo-world';
import {
  formatDemoRegistryCsv,
  generateDemoRegistry,
  importRegistryText,
} from '@kollekta/server/kirchgeld-imports';
import { loadPdfFonts, mm, PDF_FONT_BOLD, PDF_FONT_REGULAR } from '@kollekta/server/pdf';
import { createAppContext, databaseUrlOf, recreatePostgresDatabase } from '@kollekta/server/server';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  createTenantLetter,
  finalizeLetterNow,
  writeLetterPdf,
} from '../../apps/server/src/modules/kirchgeld/letters/index';

const { values } = parseArgs({
  options: {
    persons: { type: 'string', default: '50000' },
    'pdf-letters': { type: 'string', default: '2000' },
    server: { type: 'string' },
    database: { type: 'string', default: 'kollekta_bench_letters' },
  },
});
const personCount = Number(values.persons);
const pdfLetters = Number(values['pdf-letters']);
const TARGET_SECONDS = 60;
const TARGET_PDF_SHARE = 0.6;

/** counts the bytes and forgets them: both PDFs are measured without the disk */
const sink = () => {
  let bytes = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { stream, bytes: () => bytes };
};

type BarePage = { lines: string[]; salutation: string; reference: string };
type BareSetting = {
  parishName: string;
  year: number;
  date: string;
  account: { holder: string; iban: string; bic: string };
  suggestedAmountCents: number;
};

/**
 * The same pages with bare pdfkit: every text, line and mark of the real page at its place, and the
 * same GiroCode (the same QR matrix, each run of dark modules a `rect`), written as plain pdfkit calls
 * in one loop — no layout helpers, no database, the recipients already in memory.
 */
async function bareLetters(pages: BarePage[], setting: BareSetting, options = { giroCode: true }) {
  const output = sink();
  const pdf = new PDFDocument({ size: 'A4', margin: 0, font: '', autoFirstPage: false, bufferPages: false });
  const { regular, bold } = loadPdfFonts();
  pdf.registerFont(PDF_FONT_REGULAR, regular);
  pdf.registerFont(PDF_FONT_BOLD, bold);
  const finished = new Promise((resolve) => output.stream.on('finish', resolve));
  pdf.pipe(output.stream);
  const x = mm(25);
  const width = mm(165);
  const amount = formatMoney(setting.suggestedAmountCents);
  const purpose = letterPurpose({ year: setting.year, specialPurpose: null });
  for (const page of pages) {
    pdf.addPage({ size: 'A4', margin: 0 });
    pdf.lineWidth(0.5).strokeColor('#5c5c5c');
    for (const [y, length] of [
      [105, 5],
      [148.5, 8],
      [210, 5],
    ] as const)
      pdf
        .moveTo(mm(4), mm(y))
        .lineTo(mm(4 + length), mm(y))
        .stroke();
    const text = letterText({
      type: 'donation',
      year: setting.year,
      parishName: setting.parishName,
      specialPurpose: null,
      suggestedAmount: amount,
      reference: page.reference,
      hasGiroCode: true,
    });
    pdf.fillColor('#1a1a1a').font(PDF_FONT_BOLD).fontSize(15).text(setting.parishName, x, mm(18), { width });
    pdf.font(PDF_FONT_REGULAR).fontSize(9).fillColor('#5c5c5c').text(purpose, x, mm(26), { width });
    pdf.fontSize(7).text(setting.parishName, x, mm(57.5), { width: mm(80), lineBreak: false });
    pdf.fillColor('#1a1a1a').fontSize(10);
    page.lines.forEach((line, index) => {
      pdf.text(line, x, mm(63.5 + index * 4.3), { lineBreak: false });
    });
    pdf.fontSize(9);
    pdf.text(`Datum: ${setting.date}`, mm(125), mm(50), { lineBreak: false });
    pdf.text(`Referenz: ${page.reference}`, mm(125), mm(55), { lineBreak: false });
    pdf.font(PDF_FONT_BOLD).fontSize(11).text(text.subject, x, mm(98.5), { width });
    pdf.font(PDF_FONT_REGULAR).fontSize(10).text(`${page.salutation},`, x, mm(110), { width });
    pdf.moveDown(0.6);
    for (const paragraph of text.paragraphs) pdf.text(paragraph, { width, lineGap: 1.5 }).moveDown(0.6);
    pdf.moveDown(0.4).text(text.closing, { width }).moveDown(0.3).text(setting.parishName, { width });
    const top = mm(228);
    const remittance = letterRemittance(page.reference, purpose);
    pdf
      .lineWidth(0.5)
      .strokeColor('#5c5c5c')
      .moveTo(x, top - mm(4))
      .lineTo(x + width, top - mm(4))
      .stroke();
    pdf
      .font(PDF_FONT_BOLD)
      .fontSize(10)
      .fillColor('#1a1a1a')
      .text('Ihre Überweisung', x, top, { width: mm(110) });
    pdf.font(PDF_FONT_REGULAR).fontSize(9);
    const rows: [string, string][] = [
      ['Empfänger', setting.account.holder],
      ['IBAN', setting.account.iban.replace(/(.{4})/g, '$1 ').trim()],
      ['BIC', setting.account.bic],
      ['Betrag', amount],
      ['Verwendungszweck', remittance],
    ];
    rows.forEach(([label, value], index) => {
      const y = top + mm(6 + index * 5);
      pdf.fillColor('#5c5c5c').text(label, x, y, { lineBreak: false });
      pdf
        .fillColor('#1a1a1a')
        .text(value, x + mm(33), y, label === 'Verwendungszweck' ? { width: mm(85) } : { lineBreak: false });
    });
    const epc = buildEpcPayload({
      name: setting.account.holder,
      iban: setting.account.iban,
      bic: setting.account.bic,
      amountCents: setting.suggestedAmountCents,
      remittance,
    });
    if (!epc.ok) throw new Error('no EPC payload');
    if (!options.giroCode) continue;
    const { modules } = QRCode.create([{ data: Buffer.from(epc.payload, 'utf8'), mode: 'byte' }], {
      errorCorrectionLevel: 'M',
      maskPattern: 2,
    });
    const size = mm(38);
    const cell = size / modules.size;
    pdf.save().fillColor('#000000');
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1) {
        if (!modules.get(row, column)) continue;
        const start = column;
        while (column + 1 < modules.size && modules.get(row, column + 1)) column += 1;
        pdf.rect(mm(150) + start * cell, top - mm(1) + row * cell, (column - start + 1) * cell, cell);
      }
    pdf.fill().restore();
    pdf
      .font(PDF_FONT_REGULAR)
      .fontSize(7)
      .fillColor('#5c5c5c')
      .text('GiroCode', mm(150), top + size, { width: size, align: 'center', lineBreak: false });
  }
  pdf.end();
  await finished;
  return output.bytes();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-letters-'));
let databaseUrl: string | undefined;
if (values.server) {
  await recreatePostgresDatabase(values.server, values.database);
  databaseUrl = databaseUrlOf(values.server, values.database);
}
const context = await createAppContext(
  readConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    DEMO_WORLD: 'off',
    LOG_LEVEL: 'silent',
  }),
);
let failed = false;
try {
  const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
  const tenantId = world.ids.parish;
  const registry = generateDemoRegistry(personCount, 19_000);
  const content = Buffer.from(formatDemoRegistryCsv(registry.rows), 'utf8');
  let started = performance.now();
  await importRegistryText(context, tenantId, {
    fileName: 'bench.csv',
    content,
    at: new Date('2026-01-05T08:00:00Z'),
  });
  console.log(
    `${registry.rows.length} Personen importiert in ${((performance.now() - started) / 1000).toFixed(1)} s (${context.databaseKind}), ${os.availableParallelism()} Kerne`,
  );
  await context.db
    .insertInto('kg_bank_account')
    .values({
      tenant_id: tenantId,
      name: 'Kirchgeldkonto',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    })
    .execute();
  const group = await context.db
    .insertInto('kg_filter')
    .values({
      tenant_id: tenantId,
      name: 'Alle Personen',
      type: 'LiveFilter',
      filter: JSON.stringify({ field: 'type', value: 'individual' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const secretary = await context.db
    .selectFrom('app_user')
    .select('id')
    .where('username', '=', 'gemeinde')
    .executeTakeFirstOrThrow();
  const caller = { userId: secretary.id, isSuperuser: true, grants: [] };
  const letter = await createTenantLetter(
    context,
    caller,
    tenantId,
    {
      name: 'Kirchgeldbrief (Benchmark)',
      filter: group.id,
      type: 'donation',
      options: { separate_relation_ehe: true, suggested_amount: '25.00' },
    },
    'http://localhost/api/kirchgeld/v1/',
  );

  started = performance.now();
  const { recipients } = await finalizeLetterNow(context, tenantId, letter.id, null);
  const finalizeSeconds = (performance.now() - started) / 1000;
  console.log(
    `Abschließen: ${recipients} Briefe in ${finalizeSeconds.toFixed(1)} s (${Math.round(recipients / finalizeSeconds)} Briefe/s)`,
  );
  failed = finalizeSeconds >= TARGET_SECONDS;
  console.log(`Ziel: ${recipients} Briefe unter ${TARGET_SECONDS} s — ${failed ? 'VERFEHLT' : 'erreicht'}`);

  const tenant = await context.db
    .selectFrom('organization')
    .select(['id', 'name'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const sample = await context.db
    .selectFrom('kg_letter_recipient')
    .select(['reference', 'address'])
    .where('letter_id', '=', letter.id)
    .orderBy('sequence')
    .limit(pdfLetters)
    .execute();
  const pages = sample.map((row) => {
    const address = (typeof row.address === 'string' ? JSON.parse(row.address) : row.address) as {
      lines: string[];
      salutation: string;
    };
    return { reference: row.reference, lines: address.lines, salutation: address.salutation };
  });
  // one warm-up page each, so that font parsing and module loading count for neither
  const bareSetting: BareSetting = {
    parishName: tenant.name,
    year: 2026,
    date: '01.12.2026',
    account: { holder: tenant.name, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    suggestedAmountCents: 2500,
  };
  await bareLetters(pages.slice(0, 1), bareSetting);
  await writeLetterPdf(context, tenant, letter.id, sink().stream, undefined, 1);

  started = performance.now();
  const bareBytes = await bareLetters(pages, bareSetting);
  const bareSeconds = (performance.now() - started) / 1000;
  const real = sink();
  started = performance.now();
  const printed = await writeLetterPdf(context, tenant, letter.id, real.stream, undefined, pdfLetters);
  const realSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await bareLetters(pages, bareSetting, { giroCode: false });
  const textOnlySeconds = (performance.now() - started) / 1000;
  const bareRate = pages.length / bareSeconds;
  const realRate = printed / realSeconds;
  console.log(
    `PDF bare pdfkit: ${pages.length} Seiten in ${bareSeconds.toFixed(1)} s (${bareRate.toFixed(0)}/s, ${(bareBytes / 1024 / 1024).toFixed(1)} MB)`,
  );
  console.log(
    `PDF Briefe mit GiroCode: ${printed} Seiten in ${realSeconds.toFixed(1)} s (${realRate.toFixed(0)}/s, ${(real.bytes() / 1024 / 1024).toFixed(1)} MB)`,
  );
  console.log(
    `  zum Vergleich bare pdfkit ohne GiroCode: ${(pages.length / textOnlySeconds).toFixed(0)}/s (die Briefe: ${((realRate * textOnlySeconds * 100) / pages.length).toFixed(0)} % davon)`,
  );
  const share = realRate / bareRate;
  console.log(
    `Anteil: ${(share * 100).toFixed(0)} % der bare-pdfkit-Geschwindigkeit — Ziel ≥ ${TARGET_PDF_SHARE * 100} % ${share >= TARGET_PDF_SHARE ? 'erreicht' : 'VERFEHLT'}`,
  );
  console.log(`  hochgerechnet: ${recipients} Briefe als PDF in ${(recipients / realRate).toFixed(0)} s`);
  if (share < TARGET_PDF_SHARE) failed = true;
} finally {
  await context.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
