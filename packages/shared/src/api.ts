import { z } from 'zod';

/** The error body of every 4xx/5xx answer: a message a person can read, and field problems when there are any. */
export const errorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.unknown())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const pageMeta = z
  .object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'PageMeta' });
export type PageMeta = z.infer<typeof pageMeta>;

/** `{ data: T }`, the envelope of every successful answer. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** `{ data: T, meta }`, the envelope of a paged list. */
export function pagedEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, meta: pageMeta });
}

/** A database id: a positive 32-bit integer. */
export const id = z.number().int().positive().max(2_147_483_647);

/** A decimal money amount at the API edge: finite, at most two decimals. */
export const money = z.number().finite();

export const slugParam = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\p{L}\p{N}_-]+$/u, 'Use letters, numbers and hyphens only.'),
});
