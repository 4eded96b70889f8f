/**
 * Reads PDFs back with poppler (Debian package poppler-utils), a reader that owes nothing to the
 * code that wrote them: pdftotext for the text and the position of every word, pdftoppm to render
 * the pages. A missing program fails the test with the package to install; it never skips.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const POPPLER_MISSING =
  'pdftotext/pdftoppm fehlen: bitte das Debian-Paket poppler-utils installieren (apt-get install -y poppler-utils).';

function runPoppler(command: 'pdftotext' | 'pdftoppm', args: readonly string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new Error(POPPLER_MISSING);
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

function withPdfFile<T>(pdf: Buffer, use: (file: string, directory: string) => T): T {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-pdf-'));
  const file = path.join(directory, 'dokument.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return use(file, directory);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

/** The text of all pages as pdftotext reads it (UTF-8, reading order). */
export function pdfToText(pdf: Buffer): string {
  return withPdfFile(pdf, (file) => runPoppler('pdftotext', ['-enc', 'UTF-8', file, '-']));
}

/** A word with its box in points from the page's top left corner. */
export type PdfWord = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };
export type PdfPageWords = { width: number; height: number; words: PdfWord[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (entity, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? entity),
  );
}

/** Every word of every page with its bounding box (`pdftotext -bbox`). */
export function pdfWords(pdf: Buffer): PdfPageWords[] {
  const html = withPdfFile(pdf, (file) => runPoppler('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']));
  const pages: PdfPageWords[] = [];
  const pagePattern = /<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g;
  const wordPattern =
    /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g;
  for (const page of html.matchAll(pagePattern)) {
    const words = [...(page[3] ?? '').matchAll(wordPattern)].map((word) => ({
      xMin: Number(word[1]),
      yMin: Number(word[2]),
      xMax: Number(word[3]),
      yMax: Number(word[4]),
      text: decodeEntities(word[5] ?? ''),
    }));
    pages.push({ width: Number(page[1]), height: Number(page[2]), words });
  }
  return pages;
}

/** Each page rendered as a PNG (`pdftoppm -png`) at the given resolution in dpi. */
export function renderPdfPages(pdf: Buffer, resolution = 50): Buffer[] {
  return withPdfFile(pdf, (file, directory) => {
    runPoppler('pdftoppm', ['-r', String(resolution), '-png', file, path.join(directory, 'seite')]);
    return fs
      .readdirSync(directory)
      .filter((name) => name.endsWith('.png'))
      .sort((a, b) => Number(/(\d+)\.png$/.exec(a)?.[1]) - Number(/(\d+)\.png$/.exec(b)?.[1]))
      .map((name) => fs.readFileSync(path.join(directory, name)));
  });
}
