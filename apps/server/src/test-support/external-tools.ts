/**
 * Programs outside Node that tests use to check our files with someone else's reader: openpyxl
 * (Debian package python3-openpyxl) reads spreadsheets, zbarimg (Debian package zbar-tools) decodes
 * QR codes. A missing program fails the test with the package to install; it never skips.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's own Python, where apt installs python3-openpyxl (a pyenv python earlier on PATH lacks it). */
const PYTHON = fs.existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

function run(command: string, args: readonly string[], missing: string, input?: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(missing);
  if (result.status !== 0) {
    if (/No module named 'openpyxl'/.test(result.stderr)) throw new Error(missing);
    throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

const OPENPYXL_MISSING =
  'openpyxl fehlt: bitte das Debian-Paket python3-openpyxl installieren (apt-get install -y python3-openpyxl).';
const ZBAR_MISSING =
  'zbarimg fehlt: bitte das Debian-Paket zbar-tools installieren (apt-get install -y zbar-tools).';

export function withTempFile<T>(name: string, content: Buffer, use: (file: string) => T): T {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-file-'));
  const file = path.join(directory, name);
  fs.writeFileSync(file, content);
  try {
    return use(file);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

export type OpenpyxlCell = string | number | boolean | null | { datetime: string };
export type OpenpyxlWorkbook = Record<string, { rows: OpenpyxlCell[][]; numberFormats: string[] }>;

const READ_SCRIPT = `
import datetime, json, sys, openpyxl
book = openpyxl.load_workbook(sys.argv[1])
def cell(value):
    if isinstance(value, datetime.datetime):
        return {"datetime": value.isoformat(timespec="minutes")}
    if isinstance(value, datetime.date):
        return {"datetime": datetime.datetime.combine(value, datetime.time()).isoformat(timespec="minutes")}
    return value
result = {}
for sheet in book.worksheets:
    rows = [[cell(c.value) for c in row] for row in sheet.iter_rows()]
    formats = [sheet.cell(row=2, column=i + 1).number_format for i in range(sheet.max_column)] if sheet.max_row > 1 else []
    result[sheet.title] = {"rows": rows, "numberFormats": formats}
json.dump(result, sys.stdout, ensure_ascii=False)
`;

/** Every sheet of an XLSX file as openpyxl reads it; date cells as their wall-clock ISO text. */
export function readXlsxWithOpenpyxl(content: Buffer): OpenpyxlWorkbook {
  return withTempFile('mappe.xlsx', content, (file) =>
    JSON.parse(run(PYTHON, ['-c', READ_SCRIPT, file], OPENPYXL_MISSING)),
  );
}

const APPEND_SCRIPT = `
import datetime, json, sys, openpyxl
book = openpyxl.load_workbook(sys.argv[1])
sheet = book.worksheets[0]
header = [c.value for c in sheet[1]]
for row in json.loads(sys.stdin.read()):
    values = []
    for name in header:
        value = row.get(name)
        if isinstance(value, dict) and "datetime" in value:
            value = datetime.datetime.fromisoformat(value["datetime"])
        values.append(value)
    sheet.append(values)
book.save(sys.argv[1])
`;

/** Fills rows into the first sheet of a workbook with openpyxl, by header; `{datetime}` becomes a date cell. */
export function appendRowsWithOpenpyxl(
  content: Buffer,
  rows: readonly Record<string, OpenpyxlCell>[],
): Buffer {
  return withTempFile('vorlage.xlsx', content, (file) => {
    run(PYTHON, ['-c', APPEND_SCRIPT, file], OPENPYXL_MISSING, JSON.stringify(rows));
    return fs.readFileSync(file);
  });
}

/** The text of the QR code in a PNG, as zbarimg decodes it. */
export function decodeQrCode(png: Buffer): string {
  return withTempFile('qr.png', png, (file) => run('zbarimg', ['--raw', '-q', file], ZBAR_MISSING).trim());
}

/** A PNG data URL (`data:image/png;base64,…`) as bytes. */
export function fromDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
