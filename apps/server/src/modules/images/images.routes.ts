/** HTTP of uploaded images: multipart upload, the list of an organisation, public downloads. */
import type { MultipartFile } from '@fastify/multipart';
import {
  downloadImage,
  listImages as listImagesRoute,
  uploadImage as uploadImageRoute,
} from '@kollekta/contract';
import type { FastifyRequest } from 'fastify';
import type { RouteRegistrar } from '../../platform/http-app';
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

/** Reads the multipart fields in any order; the file is read up to the limit and no further. */
async function readUpload(request: FastifyRequest): Promise<ImageUpload> {
  const upload: ImageUpload = { content: null, tooLarge: false, fileName: '', types: [], organization: null };
  if (!request.isMultipart()) return upload;
  // A file over the limit is cut off and marked truncated rather than failing the request.
  const options = {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20 },
    throwFileSizeLimit: false,
  };
  for await (const part of request.parts(options)) {
    if (part.type === 'file') {
      await readFilePart(part, upload);
    } else if (part.fieldname === 'types') {
      upload.types.push(String(part.value));
    } else if (part.fieldname === 'organization') {
      upload.organization = String(part.value);
    }
  }
  return upload;
}

async function readFilePart(part: MultipartFile, upload: ImageUpload) {
  upload.fileName = part.filename;
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  upload.tooLarge = part.file.truncated;
  upload.content = upload.tooLarge ? null : Buffer.concat(chunks);
}
