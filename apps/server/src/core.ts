/**
 * What every module is built from: the database, the live bus, the configuration and a logger. `app.ts` makes one
 * and hands it to each module's factory (`create<M>Module(core, ...modulesItNeeds)`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { Env } from './env';
import type { LiveBus } from './lib/live-bus';

export interface Core {
  db: Db;
  bus: LiveBus;
  env: Env;
  /** For what a service must report but not fail on (a live event that could not be published). */
  log: FastifyBaseLogger;
}
