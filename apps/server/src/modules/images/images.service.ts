/**
 * Image upload (devices-income-kirchgeld.md §5, §7 "POST content/image/"): checked by content,
 * size and pixel dimensions before anything is stored; thumbnails are made at upload.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { type ContentImage, isDatabaseId } from '@kollekta/contract';
import {
  type Actor,
  checkImageUpload,
  hasPermission,
  IMAGE_MESSAGES,
  IMAGE_TYPES,
  type ImageType,
  imageTooLargeMessage,
  maxImageBytes,
} from '@kollekta/domain';
import { createFileStorage, type FileStorage } from '../../adapters/file-storage';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { loadVisibleOrganization, parsePath } from '../organizations';
import { storageKeyOf, thumbnailStorageKey, toImageResponse } from './image.mapper';
import { detectImageFormat, MIME_TYPES, readImageSize, renderThumbnails } from './image-content';
import {
  findImagesOfOrganizations,
  findPublicHashes,
  findPublicImageByHash,
  upsertImage,
} from './images.repository';

export type ImageUpload = {
  /** null when no file came; `tooLarge` when it was cut off at the upload limit */
  content: Buffer | null;
  tooLarge: boolean;
  fileName: string;
  types: string[];
  organization: string | null;
};

/** The largest upload the multipart parser takes: the background limit. */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

function storageOf(context: AppContext): FileStorage {
  return createFileStorage(path.join(context.config.dataDir, 'files'));
}

function invalid(field: string, message: string): DomainError {
  return new DomainError('validation', message, { fieldErrors: { [field]: [message] } });
}

/** An organisation given as url (`…/organization/4/`) or id. */
export function parseOrganizationReference(value: string | null): number | null {
  if (!value) return null;
  const id = Number(value.trim().match(/(?:\/organization\/)?(\d+)\/?$/)?.[1]);
  return isDatabaseId(id) ? id : null;
}

export async function uploadImage(
  context: AppContext,
  actor: Actor & { userId: number },
  upload: ImageUpload,
  apiBase: string,
): Promise<ContentImage> {
  const organizationId = parseOrganizationReference(upload.organization);
  if (organizationId === null) throw invalid('organization', 'Bitte eine Organisation angeben.');
  const organization = await loadVisibleOrganization(context, actor, organizationId);
  if (!hasPermission(actor, parsePath(organization.path), 'WRITE_ORG_DATA'))
    throw new DomainError('forbidden', 'Sie dürfen für diese Organisation keine Bilder hochladen.');

  const unknownType = upload.types.find((type) => !(IMAGE_TYPES as readonly string[]).includes(type));
  if (unknownType) throw invalid('types', `Unbekannte Verwendung ${unknownType}.`);
  const types = [...new Set(upload.types)] as ImageType[];
  if (types.length === 0) throw invalid('types', IMAGE_MESSAGES.typesRequired);
  if (upload.tooLarge) throw invalid('file', imageTooLargeMessage(types));
  if (!upload.content || upload.content.length === 0) throw invalid('file', IMAGE_MESSAGES.fileRequired);
  const content = upload.content;
  if (content.length > maxImageBytes(types)) throw invalid('file', imageTooLargeMessage(types));

  const format = detectImageFormat(content);
  const firstCheck = checkImageUpload({ format, byteSize: content.length, width: 0, height: 0, types });
  const [formatError] = firstCheck.errors;
  if (formatError || !format) throw invalid('file', formatError ?? IMAGE_MESSAGES.unreadable);
  // The size from the header first: an image too large is refused before a single pixel is decoded.
  const image = await readImageSize(content, format);
  if (!image) throw invalid('file', IMAGE_MESSAGES.unreadable);
  const { errors } = checkImageUpload({
    format,
    byteSize: content.length,
    width: image.width,
    height: image.height,
    types,
  });
  if (errors.length > 0)
    throw new DomainError('validation', errors.join(' '), { fieldErrors: { file: errors } });
  // Thumbnails before anything is stored: a file that breaks while decoding leaves nothing behind.
  const thumbnails = await renderThumbnails(content, format);
  if (!thumbnails) throw invalid('file', IMAGE_MESSAGES.unreadable);

  const hash = createHash('sha256').update(content).digest('hex');
  const mimeType = MIME_TYPES[format];
  const storage = storageOf(context);
  await storage.put(storageKeyOf(hash, mimeType), content);
  for (const thumbnail of thumbnails) {
    await storage.put(thumbnailStorageKey(hash, thumbnail.key), thumbnail.content);
  }
  const row = await upsertImage(context.db, {
    hash,
    organization_id: organization.id,
    name: cleanFileName(upload.fileName),
    types,
    mime_type: mimeType,
    width: image.width,
    height: image.height,
    byte_size: content.length,
    created_at: context.clock.now(),
    createdBy: actor.userId,
  });
  await appendAudit(context.db, {
    actorUserId: actor.userId,
    action: 'image.uploaded',
    objectType: 'content_image',
    objectId: row.id,
    data: { organization_id: organization.id, hash, types },
  });
  return toImageResponse(row, apiBase);
}

function cleanFileName(name: string): string {
  const base = path
    .basename(name || 'bild')
    .replace(/[^\p{L}\p{N} ._-]/gu, '_')
    .slice(0, 120);
  return base || 'bild';
}

/** The organisation's images and those of the organisations above it (settings inherit them). */
export async function listImages(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  apiBase: string,
): Promise<ContentImage[]> {
  const organization = await loadVisibleOrganization(context, actor, organizationId);
  const path = parsePath(organization.path);
  if (!hasPermission(actor, path, 'READ')) throw new DomainError('not_found', 'Organisation nicht gefunden.');
  const rows = await findImagesOfOrganizations(context.db, path);
  return rows.map((row) => toImageResponse(row, apiBase));
}

/** The hashes of images an organisation may use: its own and those of the organisations above it. */
export async function findUsableImageHashes(context: AppContext, organizationPath: readonly number[]) {
  const rows = await findImagesOfOrganizations(context.db, organizationPath);
  return new Set(rows.map((row) => row.hash));
}

/** Of these hashes, the public images': the donor web apps link only to what anyone may download. */
export async function findPublicImageHashes(
  context: AppContext,
  hashes: readonly string[],
): Promise<Set<string>> {
  return new Set(await findPublicHashes(context.db, hashes));
}

export async function readImageFile(
  context: AppContext,
  hash: string,
  thumbnail: string | undefined,
): Promise<{ content: Buffer; mimeType: string }> {
  const row = await findPublicImageByHash(context.db, hash);
  if (!row) throw new DomainError('not_found', 'Bild nicht gefunden.');
  const storage = storageOf(context);
  const content = thumbnail
    ? await storage.get(thumbnailStorageKey(hash, thumbnail))
    : await storage.get(storageKeyOf(hash, row.mime_type));
  if (!content) throw new DomainError('not_found', 'Bild nicht gefunden.');
  return { content, mimeType: thumbnail ? 'image/png' : row.mime_type };
}
