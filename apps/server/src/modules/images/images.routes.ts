/** HTTP of uploaded images: multipart upload, the list of an organisation, public downloads. */
import {
  downloadImage,
  listImages as listImagesRoute,
  uploadImage as uploadImageRoute,
} from '@kollekta/contract';
import type { FastifyRequest } from 'fastify';
import type { RouteRegistrar } from '../../platform/http-app';
import { readMultipartUpload } from '../../platform/multipart-upload';
import {
  type ImageUpload,
  listImages,
  readImageFile,
  UPLOAD_LIMIT_BYTES,
  uploadImage,
} from './images.service';

export const registerImageRoutes: RouteRegistrar = (register, context) => {
  register(uploadImageRoute, async ({ caller, request, apiBase }) =>
    uploadImage(context, caller, await readUpload(request), apiBase),
  );
  register(listImagesRoute, ({ caller, query, apiBase }) =>
    listImages(context, caller, query.organization, apiBase),
  );
  register(downloadImage, async ({ params, query, reply }) => {
    const file = await readImageFile(context, params.hash, query.thumbnail);
    // Files are named by their content: they never change. An svg may hold scripts: never run them.
    reply
      .type(file.mimeType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return file.content as never;
  });
};

/** The file and the fields `types` (repeated) and `organization`, in any order. */
async function readUpload(request: FastifyRequest): Promise<ImageUpload> {
  const { file, fields } = await readMultipartUpload(request, {
    maxFileBytes: UPLOAD_LIMIT_BYTES,
    maxFields: 20,
  });
  return {
    content: file?.content ?? null,
    tooLarge: file?.tooLarge ?? false,
    fileName: file?.fileName ?? '',
    types: fields.get('types') ?? [],
    organization: fields.get('organization')?.at(-1) ?? null,
  };
}
