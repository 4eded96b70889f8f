/** API shape of an uploaded image. */
import type { ContentImage } from '@kollekta/contract';
import type { ImageType } from '@kollekta/domain';
import { THUMBNAIL_SIZES, thumbnailKey } from './image-content';
import type { ImageRow } from './images.repository';

export function imageDownloadUrl(apiBase: string, hash: string, thumbnail?: string): string {
  return `${apiBase}content/image/${hash}/download/${thumbnail ? `?thumbnail=${thumbnail}` : ''}`;
}

export function storageKeyOf(hash: string, mimeType: string): string {
  const extension = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/bmp': 'bmp', 'image/svg+xml': 'svg' }[
    mimeType
  ];
  return `images/${hash}.${extension ?? 'bin'}`;
}

export function thumbnailStorageKey(hash: string, key: string): string {
  return `images/${hash}_${key}.png`;
}

export function toImageResponse(row: ImageRow, apiBase: string): ContentImage {
  return {
    hash: row.hash,
    key: storageKeyOf(row.hash, row.mime_type),
    name: row.name,
    url: imageDownloadUrl(apiBase, row.hash),
    download_url: imageDownloadUrl(apiBase, row.hash),
    types: row.types as ImageType[],
    public: row.public,
    organization: `${apiBase}organization/${row.organization_id}/`,
    organization_id: row.organization_id,
    mime_type: row.mime_type,
    width: row.width,
    height: row.height,
    byte_size: row.byte_size,
    created_at: new Date(row.created_at).toISOString(),
    thumbnails: THUMBNAIL_SIZES.map((size) => {
      const height = size.cropped
        ? size.height
        : Math.round((row.height * Math.min(size.width, row.width)) / row.width);
      const width = size.cropped ? size.width : Math.min(size.width, row.width);
      return {
        width,
        height,
        cropped: size.cropped,
        download_url: imageDownloadUrl(
          apiBase,
          row.hash,
          thumbnailKey(size.width, size.height, size.cropped),
        ),
      };
    }),
  };
}
