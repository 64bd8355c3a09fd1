/**
 * The only reader of process.env. Everything configurable is parsed and checked here once, at start, so a typo in
 * a variable stops the server with a clear message instead of surfacing later as odd behaviour.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65_535);
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.string().url().optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port.default(3000),
  WS_PORT: port.default(6001),
  APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('suuq'),
  DATABASE_URL: optionalUrl.optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: optionalUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app; served at / with the single-page fallback. */
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  /** Map tiles for the store and checkout maps; {s}, {z}, {x}, {y} as Leaflet expects. */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Milliseconds that in-flight requests get to finish after SIGTERM before connections are cut. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Env = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
