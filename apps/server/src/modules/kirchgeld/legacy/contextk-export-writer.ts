/**
 * Writes a ContextK export as the program does (semicolon-separated CSV files in one ZIP, Windows-1252
 * or UTF-8): for the demo world and the tests, which import it through the real import code.
 */
import { ZipArchive } from 'archiver';
import iconv from 'iconv-lite';

export type ContextKExportFiles = Partial<Record<string, { header: string[]; rows: string[][] }>>;

/** One CSV text: fields with a semicolon, quote or line break are quoted. */
export function toSemicolonCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const field = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return `${[header, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}

/** A ZIP of the given files (name → CSV text) in the encoding. */
export async function zipContextKFiles(
  files: Record<string, string>,
  encoding: 'windows-1252' | 'utf-8' = 'windows-1252',
): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: unknown) => {
    chunks.push(chunk as Buffer);
  });
  const finished = new Promise<void>((resolve, reject) => {
    archive.on('end', () => resolve());
    archive.on('error', reject);
  });
  for (const [name, text] of Object.entries(files))
    archive.append(encoding === 'utf-8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'win1252'), {
      name,
    });
  await archive.finalize();
  await finished;
  return Buffer.concat(chunks);
}
