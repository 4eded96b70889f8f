/**
 * Reading ContextK's export: a ZIP (read with yauzl, sizes checked so that a ZIP bomb stops early)
 * of semicolon-separated CSV files in UTF-8 or Windows-1252 (detected: text that is valid UTF-8 is
 * UTF-8, anything else is read as Windows-1252; UTF-16 and binary files are refused). Folders in the
 * ZIP and the case of file names do not matter. A problem of the file itself is a German 400.
 */
import {
  CONTEXTK_FILES,
  CONTEXTK_MESSAGES,
  type ContextKFileKind,
  type ContextKTables,
  missingContextKColumns,
  parseSemicolonCsv,
} from '@kollekta/domain';
import iconv from 'iconv-lite';
import yauzl from 'yauzl';
import { DomainError } from '../../../platform/errors';

/** the most a ZIP may unpack to */
const MAX_UNPACKED_BYTES = 300 * 1024 * 1024;

export type ContextKArchive = { tables: ContextKTables; encoding: 'utf-8' | 'windows-1252' };

export async function readContextKArchive(zip: Buffer): Promise<ContextKArchive> {
  const wanted = new Map(
    Object.entries(CONTEXTK_FILES).map(([kind, name]) => [name.toLowerCase(), kind as ContextKFileKind]),
  );
  const files = await unzip(zip, (name) => wanted.get(baseName(name).toLowerCase()) !== undefined);
  const tables: Partial<ContextKTables> = {};
  let encoding: ContextKArchive['encoding'] = 'utf-8';
  for (const [name, content] of files) {
    const kind = wanted.get(baseName(name).toLowerCase());
    if (!kind || tables[kind]) continue;
    const fileName = CONTEXTK_FILES[kind];
    const decoded = decodeText(content, fileName);
    if (kind === 'stammdaten') encoding = decoded.encoding;
    const table = parseSemicolonCsv(decoded.text);
    const missing = missingContextKColumns(kind, table);
    if (missing.length > 0) refuse(CONTEXTK_MESSAGES.missingColumns(fileName, missing));
    tables[kind] = table;
  }
  if (!tables.stammdaten) refuse(CONTEXTK_MESSAGES.missingStammdaten);
  if (tables.stammdaten.rows.length === 0) refuse(CONTEXTK_MESSAGES.noRows);
  return { tables: tables as ContextKTables, encoding };
}

/** UTF-8 if it is valid UTF-8, else Windows-1252; UTF-16 and binary content are refused. */
export function decodeText(
  content: Buffer,
  fileName: string,
): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  const utf16 = (content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0xfe && content[1] === 0xff);
  if (utf16 || content.includes(0)) refuse(CONTEXTK_MESSAGES.encoding(fileName));
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(content), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(content, 'win1252'), encoding: 'windows-1252' };
  }
}

function baseName(name: string): string {
  return name.split(/[/\\]/).pop() ?? name;
}

function refuse(message: string): never {
  throw new DomainError('validation', message, { fieldErrors: { file: [message] } });
}

/** The wanted entries' contents by name; a broken ZIP is refused in German. */
function unzip(buffer: Buffer, isWanted: (name: string) => boolean): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const fail = () =>
      reject(
        new DomainError('validation', CONTEXTK_MESSAGES.notZip, {
          fieldErrors: { file: [CONTEXTK_MESSAGES.notZip] },
        }),
      );
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return fail();
      const files = new Map<string, Buffer>();
      let unpacked = 0;
      zip.on('error', fail);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/') || !isWanted(entry.fileName)) return zip.readEntry();
        unpacked += entry.uncompressedSize;
        if (unpacked > MAX_UNPACKED_BYTES) {
          zip.close();
          return reject(
            new DomainError('validation', CONTEXTK_MESSAGES.tooLarge(300), {
              fieldErrors: { file: [CONTEXTK_MESSAGES.tooLarge(300)] },
            }),
          );
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail();
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', fail);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
