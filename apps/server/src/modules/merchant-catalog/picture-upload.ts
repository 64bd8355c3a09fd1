/**
 * The one photo of a catalog upload (a product, a variant, a category, the store's logo or cover), read from a
 * multipart form whose file field is `image`.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '@suuq/shared/api';
import { CATALOG_PHOTO_MAX_BYTES } from '@suuq/shared/merchant-catalog';
import { fieldProblem } from '../../lib/domain-error';
import { readUploadForm } from '../../lib/uploads';

export const PICTURE_FIELD = 'image';
export const PICTURE_FORM_LIMITS = {
  fileSize: CATALOG_PHOTO_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 200,
  parts: 6,
};
export const PICTURE_ERRORS =
  'A JPEG, PNG or WebP of at most 8 MB, judged by its content, not its declared type; turned upright, its metadata ' +
  '(such as the GPS position) dropped, shrunk to fit 1280 px and kept as WebP; served at its relative path and in ' +
  "every width of the storefront's `srcset`. 413 for a file over the limit, 415 for one that is not an accepted " +
  'picture, 422 when no file is sent.';

/** The uploaded bytes; 422 on `image` when the form carries none. */
export async function readPicture(request: FastifyRequest): Promise<Buffer> {
  const { file } = await readUploadForm(request, {
    schema: z.object({}).passthrough(),
    fileField: PICTURE_FIELD,
    maxBytes: CATALOG_PHOTO_MAX_BYTES,
  });
  if (!file) throw fieldProblem('invalid', 'pictureRequired', PICTURE_FIELD);
  return file;
}

/** The schema of a route that takes one picture: multipart, staff only, its answer and every refusal it may give. */
export function pictureSchema<Answer extends z.ZodType, Params extends z.ZodType>(
  description: string,
  answer: Answer,
  params: Params,
) {
  return {
    tags: ['catalog editor'],
    security: [{ bearer: [] }],
    consumes: ['multipart/form-data'],
    description: `${description} ${PICTURE_ERRORS}`,
    params,
    response: {
      200: answer,
      400: errorResponse,
      401: errorResponse,
      403: errorResponse,
      404: errorResponse,
      413: errorResponse,
      415: errorResponse,
      422: errorResponse,
    },
  };
}
