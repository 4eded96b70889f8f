/**
 * Reads an uploaded CAMT file: checks by content that it is XML (no PDF renamed .xml), refuses any
 * DTD (no entity expansion, no XML bombs), parses it with fast-xml-parser (entities off, values kept as
 * strings) and maps it with the domain's `readCamtDocument`, adding each transaction's dedupe key
 * (SHA-256 of its identity). Runs inside the worker thread (`camt-parse.worker.ts`); tests call it directly.
 */
import { createHash } from 'node:crypto';
import {
  buildCamtDedupeKeys,
  KG_BANK_MESSAGES,
  KG_CAMT_LIST_ELEMENTS,
  type KgCamtStatement,
  readCamtDocument,
  readCamtNamespace,
} from '@kollekta/domain';
import type * as FastXmlParser from 'fast-xml-parser';
import { lazyPackage } from '../../../platform/lazy-package';

export type ParsedCamtStatement = KgCamtStatement & { dedupeKeys: string[] };
export type CamtParseResult =
  | { ok: true; messageType: string; statements: ParsedCamtStatement[] }
  | { ok: false; message: string };

const LIST_ELEMENTS = new Set<string>(KG_CAMT_LIST_ELEMENTS);

const fastXmlParser = lazyPackage<typeof FastXmlParser>('fast-xml-parser');
let parser: FastXmlParser.XMLParser | undefined;

function camtXmlParser(): FastXmlParser.XMLParser {
  parser ??= new (fastXmlParser().XMLParser)({
    removeNSPrefix: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    htmlEntities: false,
    trimValues: true,
    isArray: (name) => LIST_ELEMENTS.has(name),
    // entities stay off (no expansion); only XML's five and character references are read
    tagValueProcessor: (_name, value) => decodePredefinedEntities(value),
    attributeValueProcessor: (_name, value) => decodePredefinedEntities(value),
  });
  return parser;
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodePredefinedEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g, (match, name: string) => {
    if (name[0] !== '#') return PREDEFINED[name] ?? match;
    const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

export function parseCamtFile(content: Uint8Array): CamtParseResult {
  const text = decodeXml(content);
  if (text === null) return { ok: false, message: KG_BANK_MESSAGES.notXml };
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, message: KG_BANK_MESSAGES.hasDoctype };
  const validation = fastXmlParser().XMLValidator.validate(text);
  if (validation !== true) {
    const { msg, line } = validation.err;
    return { ok: false, message: KG_BANK_MESSAGES.brokenXml(`Zeile ${line}: ${msg}`) };
  }
  const messageType = readCamtNamespace(text.slice(0, 4096));
  let tree: unknown;
  try {
    tree = camtXmlParser().parse(text);
  } catch (error) {
    return {
      ok: false,
      message: KG_BANK_MESSAGES.brokenXml(error instanceof Error ? error.message : String(error)),
    };
  }
  const reading = readCamtDocument(messageType, tree);
  if (!reading.ok) return reading;
  return {
    ok: true,
    messageType: reading.messageType,
    statements: reading.statements.map((statement) => ({
      ...statement,
      dedupeKeys: buildCamtDedupeKeys(statement.iban, statement.transactions).map((key) =>
        createHash('sha256').update(key).digest('hex'),
      ),
    })),
  };
}

/** The file as text when it looks like XML (after an optional byte-order mark), else null. */
function decodeXml(content: Uint8Array): string | null {
  let bytes = content;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  if (!/^\s*</.test(head)) return null;
  if (!/^\s*<(\?xml|[A-Za-z_][\w.:-]*[\s>/]|!--)/.test(head)) return null;
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const encoding =
    declared && /^(iso-8859-1|iso-8859-15|latin1|windows-1252)$/.test(declared) ? 'windows-1252' : 'utf-8';
  try {
    return new TextDecoder(encoding, { fatal: encoding === 'utf-8' }).decode(bytes);
  } catch {
    return null;
  }
}
