/**
 * Reads a multipart upload (one file and a few text fields) for the routes that take files. A broken
 * form (a wrong or missing boundary, a body cut off mid-part, too many parts) is the client's
 * mistake: it becomes a German 400 at the field `file`, never a 500 from the parser.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError } from './errors';

export const MULTIPART_MESSAGES = {
  broken:
    'Die Datei kam nicht vollständig oder nicht lesbar an (fehlerhaftes Formular). Bitte noch einmal hochladen.',
} as const;

export type UploadedFile = {
  fileName: string;
  /** null when the file was cut off at the limit (`tooLarge`) */
  content: Buffer | null;
  tooLarge: boolean;
};

export type MultipartUpload = {
  /** null when no file came (or the request was no multipart form at all) */
  file: UploadedFile | null;
  /** the text fields in the order they came; a field sent twice has two values */
  fields: Map<string, string[]>;
};

/** Reads the parts in any order; the file is read up to `maxFileBytes` and no further. */
export async function readMultipartUpload(
  request: FastifyRequest,
  limits: { maxFileBytes: number; maxFields: number },
): Promise<MultipartUpload> {
  const upload: MultipartUpload = { file: null, fields: new Map() };
  if (!request.isMultipart()) return upload;
  // A file over the limit is cut off and marked truncated rather than failing the request, so that
  // the feature can say how large a file may be.
  const options = {
    limits: { fileSize: limits.maxFileBytes, files: 1, fields: limits.maxFields },
    throwFileSizeLimit: false,
  };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        upload.file = await readFile(part);
      } else {
        upload.fields.set(part.fieldname, [...(upload.fields.get(part.fieldname) ?? []), String(part.value)]);
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    request.log.info({ err: error }, 'broken multipart upload');
    throw new DomainError('validation', MULTIPART_MESSAGES.broken, {
      fieldErrors: { file: [MULTIPART_MESSAGES.broken] },
    });
  }
  return upload;
}

async function readFile(part: MultipartFile): Promise<UploadedFile> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  const tooLarge = part.file.truncated;
  return { fileName: part.filename, content: tooLarge ? null : Buffer.concat(chunks), tooLarge };
}
