import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    // Browser journeys in e2e/ belong to Playwright, never to Vitest.
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // No test may fail because the machine is busy: the limits are for hangs, not for speed.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
