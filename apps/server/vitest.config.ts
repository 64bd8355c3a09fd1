import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Long tests run on their own (`npm run test:stress`).
    exclude: ['src/**/*.stress.test.ts', 'node_modules/**'],
    environment: 'node',
    // Each test file builds its own app on its own database; PGlite files are heavy, so keep parallelism low.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
