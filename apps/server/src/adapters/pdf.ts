/**
 * PDF documents through pdfkit with the embedded DejaVu Sans (umlauts, ß, accents, €, ☐ ☒), read
 * from the npm package dejavu-fonts-ttf. The fonts are read and parsed once per process: parsing
 * a 700 kB TrueType file costs about 18 ms, four times the rest of a one-page receipt.
 * Documents are deterministic when the caller fixes the creation date: pdfkit derives the file id
 * from the document info, and the font subsets are named by their order in the document.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

export const PDF_FONT_REGULAR = 'DejaVuSans';
export const PDF_FONT_BOLD = 'DejaVuSans-Bold';

/** Points per millimetre: layouts are specified in millimetres (DIN 5008), pdfkit draws in points. */
export function mm(value: number): number {
  return (value * 72) / 25.4;
}

/** A4 in points. */
export const A4 = { width: mm(210), height: mm(297) } as const;

type PdfFontSource = PDFKit.Mixins.PDFFontSource;
type PdfFonts = { regular: PdfFontSource; bold: PdfFontSource };
type Fontkit = { create(data: Uint8Array): { layout: unknown } };

const requireHere = createRequire(import.meta.url);
let fonts: PdfFonts | null = null;

/** The TTF files of DejaVu Sans, wherever npm put the package. */
export function pdfFontFiles(): { regular: string; bold: string } {
  const directory = path.join(path.dirname(requireHere.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  return {
    regular: path.join(directory, 'DejaVuSans.ttf'),
    bold: path.join(directory, 'DejaVuSans-Bold.ttf'),
  };
}

/**
 * pdfkit's own fontkit, resolved from pdfkit's location: pdfkit accepts an already parsed fontkit
 * font (any object with `layout`), which its type definitions do not list. Without it the buffers
 * are used and each document parses them again: slower, same bytes.
 */
function parseWithPdfkitsFontkit(data: Buffer): PdfFontSource {
  try {
    const fontkit = createRequire(requireHere.resolve('pdfkit'))('fontkit') as Fontkit;
    const font = fontkit.create(data);
    if (typeof font.layout === 'function') return font as unknown as PdfFontSource;
  } catch {
    // fall through to the buffer
  }
  return data;
}

/** The two fonts, read and parsed on first use. */
export function loadPdfFonts(): PdfFonts {
  if (!fonts) {
    const files = pdfFontFiles();
    fonts = {
      regular: parseWithPdfkitsFontkit(fs.readFileSync(files.regular)),
      bold: parseWithPdfkitsFontkit(fs.readFileSync(files.bold)),
    };
  }
  return fonts;
}

export type PdfDocumentOptions = {
  title: string;
  author: string;
  subject?: string;
  /** written as creation and modification date; fixing it makes the bytes reproducible */
  createdAt: Date;
  /** A4 upright unless said otherwise (wide tables such as the collection book print landscape) */
  layout?: 'portrait' | 'landscape';
};

/** An A4 document without margins (every layout places its own text), with both fonts registered. */
export function createPdfDocument(options: PdfDocumentOptions): PDFKit.PDFDocument {
  const document = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: 0,
    // No default font: pdfkit would parse Helvetica's metrics for every document, unused.
    font: '',
    bufferPages: true,
    lang: 'de-DE',
    displayTitle: true,
    info: {
      Title: options.title,
      Author: options.author,
      ...(options.subject ? { Subject: options.subject } : {}),
      Creator: 'Kollekta',
      Producer: 'Kollekta (PDFKit)',
      CreationDate: options.createdAt,
      ModDate: options.createdAt,
    },
  });
  const { regular, bold } = loadPdfFonts();
  document.registerFont(PDF_FONT_REGULAR, regular);
  document.registerFont(PDF_FONT_BOLD, bold);
  document.font(PDF_FONT_REGULAR);
  return document;
}

/** Ends the document and answers its bytes. */
export function finishPdf(document: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}
