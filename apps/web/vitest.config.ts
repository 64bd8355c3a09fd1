import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { REACT_ON_PREACT } from './vite.config';

const require = createRequire(import.meta.url);
const reactRouter = dirname(require.resolve('react-router/package.json'));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react({ refreshExclude: /./ })],
  resolve: {
    // The tests render on the renderer the app runs on (vite.config.ts), Testing Library's `act` included.
    alias: [
      ...REACT_ON_PREACT,
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      // Its module build, which the aliases above reach (the CommonJS one asks Node for React).
      { find: /^react-router$/, replacement: join(reactRouter, 'dist/development/index.mjs') },
    ],
    mainFields: ['module', 'main'],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // Browser journeys in e2e/ belong to Playwright, never to Vitest.
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // No test may fail because the machine is busy: the limits are for hangs, not for speed.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Packages that render with React's API go through the aliases too.
    server: {
      deps: { inline: [/@testing-library\/react/, /react-redux/, /react-router/, /@reduxjs\/toolkit/] },
    },
  },
});
