/**
 * Pictures people upload (profile pictures, vehicle photos) and the forms that carry them. What a client says a file
 * is counts for nothing: the bytes are opened with sharp and only a JPEG, PNG or WebP is accepted. The picture is
 * turned upright, its metadata (such as the GPS position) dropped, resized as its kind requires and kept as WebP
 * under a random name in the data folder, which several API processes must then share.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import type { z } from 'zod';
import { issueText } from './field-error';
import { DomainError } from './domain-error';
import { HttpError } from './http-error';
import { requestLanguage } from './lang';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuses images that would decode to more pixels than this (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;
const NAME = /^[a-f0-9]{32}\.webp$/;

export class UploadedImageStore {
  /**
   * @param dir where the files are kept
   * @param urlPrefix the public path they are served under, ending in a slash
   * @param resize the kind's own size and crop
   */
  constructor(
    readonly dir: string,
    private readonly urlPrefix: string,
    private readonly resize: (image: Sharp) => Sharp,
  ) {}

  /** Checks, converts and stores a picture; answers its public path. 415 when it is not an accepted image. */
  async save(upload: Buffer): Promise<string> {
    const format = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .then((meta) => meta.format as string | undefined)
      .catch(() => undefined);
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new DomainError('unsupported', 'imageNotSupported');

    let output: Buffer;
    try {
      output = await this.resize(sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).rotate())
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      // Headers that parse but pixels that do not: a damaged or crafted file.
      throw new DomainError('unsupported', 'imageNotSupported');
    }

    const name = `${randomBytes(16).toString('hex')}.webp`;
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, name);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, file);
    return `${this.urlPrefix}${name}`;
  }

  /** Deletes a stored picture by its public path; anything else (a catalog image, a stranger's path) is left. */
  async remove(publicPath: string | null | undefined): Promise<void> {
    const name = publicPath?.startsWith(this.urlPrefix) ? publicPath.slice(this.urlPrefix.length) : '';
    if (!NAME.test(name)) return;
    await unlink(path.join(this.dir, name)).catch(() => {});
  }

  /** The bytes of a stored picture, or undefined when the name is not one of ours or the file is gone. */
  async read(name: string): Promise<Buffer | undefined> {
    if (!NAME.test(name)) return undefined;
    return readFile(path.join(this.dir, name)).catch(() => undefined);
  }
}

export interface UploadFormOptions<Schema extends z.ZodType> {
  /** The text fields, checked once the whole form is read. */
  schema: Schema;
  /** The name of the one file field. */
  fileField: string;
  /** The file size limit the multipart plugin was registered with, for the 413 message. */
  maxBytes: number;
  /** Whether an empty text field means a field not filled in (rather than a value to clear). */
  emptyTextIsMissing?: boolean;
}

/**
 * Reads a multipart form with at most one picture, or a plain JSON body: 413 for a file over the limit, 400 for a
 * form that cannot be read, 422 with a message a field for fields that are too long or invalid.
 */
export async function readUploadForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  options: UploadFormOptions<Schema>,
): Promise<{ fields: z.infer<Schema>; file: Buffer | undefined }> {
  const raw: Record<string, unknown> = {};
  let file: Buffer | undefined;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          // A form with no file chosen still sends an empty file part.
          if (part.fieldname === options.fileField && bytes.length > 0) file = bytes;
        } else if (part.valueTruncated) {
          throw new HttpError(
            422,
            'validationFailed',
            {},
            { [part.fieldname]: [issueText('fieldTooLong', requestLanguage(request))] },
          );
        } else if (!(options.emptyTextIsMissing && part.value === '')) {
          raw[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, 'imageTooLarge', { n: options.maxBytes / (1024 * 1024) });
      }
      if (statusCode === 413) throw error;
      // Anything else here is a form that cannot be read: a cut-off body, a missing boundary, a bad header.
      request.log.debug({ err: error }, 'unreadable multipart form');
      throw new HttpError(400, 'malformedForm');
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(raw, request.body);
  }

  const parsed = options.schema.safeParse(raw);
  if (!parsed.success) {
    const lang = requestLanguage(request);
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (errors[issue.path.join('.') || 'body'] ??= []).push(issueText(issue.message, lang));
    throw new HttpError(422, 'validationFailed', {}, errors);
  }
  return { fields: parsed.data, file };
}
