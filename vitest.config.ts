import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Server tests run on the embedded PGlite always, and again on a real PostgreSQL server when TEST_DATABASE_URL
// names one (CI does): the same tests, two databases.
// Each server project runs in its own group, after the quick ones, so two databases never fight for two cores.
const server = (name: string, databaseUrl: string, groupOrder: number): TestProjectInlineConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  test: { name, root: './apps/server', env: { TEST_DATABASE_URL: databaseUrl }, sequence: { groupOrder } },
});

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
if (!postgresUrl) {
  console.warn('\n  TEST_DATABASE_URL is not set: server tests run on PGlite only, not on PostgreSQL.\n');
}

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/web',
      // The bench's own rules (its calibration); the bench itself runs with `npm run bench`.
      { test: { name: 'bench', root: './bench', include: ['lib/**/*.test.ts'], environment: 'node' } },
      server('server:pglite', '', 1),
      ...(postgresUrl ? [server('server:postgres', postgresUrl, 2)] : []),
      // Long tests: hostile input, load and faults. Only `npm run test:stress` runs them.
      ...(process.env.STRESS
        ? [
            {
              test: {
                name: 'stress',
                environment: 'node',
                hookTimeout: 180_000,
                root: './apps/server',
                include: ['src/**/*.stress.test.ts'],
                exclude: ['node_modules/**'],
                env: { TEST_DATABASE_URL: postgresUrl },
                sequence: { groupOrder: 3 },
                testTimeout: 900_000,
                // Each file loads the machine on its own (processes, buyers, faults); together they would measure
                // each other.
                fileParallelism: false,
              },
            } satisfies TestProjectInlineConfiguration,
          ]
        : []),
    ],
  },
});
