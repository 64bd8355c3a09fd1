/**
 * SIGTERM at every stage, many times over: a stop that hangs one time in twenty would pass a single run. Each
 * round starts fresh servers (a new PGlite data folder, and a new PostgreSQL database when the suite has one) and
 * stops one at each stage.
 */
import { afterEach, beforeAll, describe, it } from 'vitest';
import {
  cleanUp,
  stopDuringMigration,
  stopDuringSeed,
  stopUnderLoad,
  stopWithSocketsOpen,
  useDatabase,
} from '../test/shutdown-stages';

const ROUNDS = Number(process.env.SHUTDOWN_ROUNDS ?? 5);

afterEach(cleanUp);

const databases = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(databases)('on %s', (database) => {
  beforeAll(() => useDatabase(database));
  describe.each(Array.from({ length: ROUNDS }, (_, i) => i + 1))('SIGTERM, round %i', () => {
    it('during the migration', stopDuringMigration);
    it('during the demo seed', stopDuringSeed);
    it('under load', stopUnderLoad);
    it('with sockets open and a request that never finishes', stopWithSocketsOpen);
  });
});
