/**
 * Images for logos and backgrounds of web apps and screen devices (devices-income-kirchgeld.md §3
 * "Image", §5, §7): upload as multipart, the list of an organisation, public downloads.
 */
import { IMAGE_TYPES } from '@kollekta/domain';
import { z } from 'zod';
import { entityId } from './common';
import { defineRoute } from './route';

export const imageType = z.enum(IMAGE_TYPES);

export const imageThumbnail = z.object({
  width: z.number().int(),
  height: z.number().int(),
  cropped: z.boolean(),
  download_url: z.string(),
});

export const contentImage = z.object({
  hash: z.string(),
  /** the file name the image is stored under */
  key: z.string(),
  name: z.string(),
  url: z.string(),
  download_url: z.string(),
  types: z.array(imageType),
  public: z.boolean(),
  organization: z.string(),
  organization_id: z.number().int(),
  mime_type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byte_size: z.number().int(),
  created_at: z.string(),
  thumbnails: z.array(imageThumbnail),
});
export type ContentImage = z.infer<typeof contentImage>;

export const uploadImage = defineRoute({
  method: 'POST',
  path: 'content/image/',
  summary:
    'Uploads an image (multipart: file, types repeated, organization). Checked by content, size and dimensions.',
  auth: true,
  status: 201,
  response: contentImage,
});

export const listImages = defineRoute({
  method: 'GET',
  path: 'content/image/',
  summary: 'Images of an organisation and of the organisations above it',
  auth: true,
  query: z.object({ organization: entityId }),
  status: 200,
  response: z.array(contentImage),
});

export const downloadImage = defineRoute({
  method: 'GET',
  path: 'content/image/:hash/download/',
  summary: 'The image file, or one of its thumbnails (public: web apps on parish websites show them)',
  auth: false,
  params: z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) }),
  query: z.object({
    thumbnail: z
      .string()
      .regex(/^\d{1,4}x\d{1,4}c?$/)
      .optional(),
  }),
  status: 200,
});
