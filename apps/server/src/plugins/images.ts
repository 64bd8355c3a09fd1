/**
 * Resized, compressed WebP versions of the catalog images, made with sharp on first request and kept on disk, so
 * each size is computed once per server and then served like a static file with long cache headers.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { z } from 'zod';
import { IMAGE_WIDTHS } from '@suuq/shared/images';
import { notFound } from '../lib/http-error';

const params = z.object({
  width: z.coerce
    .number()
    .int()
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), 'Unsupported width'),
  folder: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().regex(/^[a-z0-9._-]+$/i),
});
const SOURCE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.webp'];
export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000, immutable';

export interface ImageOptions {
  /** Folders of originals, searched in order (the catalog art, then uploads). */
  sourceDirs: string[];
  cacheDir: string;
}

async function images(app: FastifyInstance, options: ImageOptions) {
  const inFlight = new Map<string, Promise<Buffer>>();

  async function findSource(folder: string, stem: string): Promise<string | undefined> {
    for (const dir of options.sourceDirs) {
      for (const ext of SOURCE_EXTENSIONS) {
        const candidate = path.join(dir, folder, `${stem}${ext}`);
        const info = await stat(candidate).catch(() => undefined);
        if (info?.isFile()) return candidate;
      }
    }
    return undefined;
  }

  async function render(source: string, width: number, cacheFile: string): Promise<Buffer> {
    const cached = await readFile(cacheFile).catch(() => undefined);
    if (cached) return cached;
    // SVG is rasterized at a density high enough for the requested width, then compressed.
    const output = await sharp(source, { density: 300 })
      .resize({ width, withoutEnlargement: false })
      .webp({ quality: 72, effort: 4 })
      .toBuffer();
    await mkdir(path.dirname(cacheFile), { recursive: true });
    // Write then rename, so a concurrent reader never sees half a file.
    const temporary = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, cacheFile);
    return output;
  }

  app.get('/images/w:width/:folder/:name', { schema: { hide: true } }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success || !parsed.data.name.endsWith('.webp')) throw notFound();
    const { width, folder, name } = parsed.data;
    const stem = name.slice(0, -'.webp'.length);
    const source = await findSource(folder, stem);
    if (!source) throw notFound();

    const info = await stat(source);
    const version = createHash('sha1')
      .update(`${source}:${info.mtimeMs}:${info.size}`)
      .digest('hex')
      .slice(0, 16);
    const cacheFile = path.join(options.cacheDir, `w${width}`, folder, `${stem}.${version}.webp`);
    let pending = inFlight.get(cacheFile);
    if (!pending) {
      pending = render(source, width, cacheFile).finally(() => inFlight.delete(cacheFile));
      inFlight.set(cacheFile, pending);
    }
    const body = await pending;
    const etag = `"${version}-${width}"`;
    reply.header('etag', etag).header('cache-control', IMAGE_CACHE_CONTROL).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').send(body);
  });
}

export default fp(images, { name: 'images' });
