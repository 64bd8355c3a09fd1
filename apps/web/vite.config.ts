import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
// In development the API server runs on its own port; in production it serves this build on the same origin.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each source module to its chunks; scripts/route-size.mjs reads it.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/v1': apiTarget,
      '/images': apiTarget,
    },
  },
});
