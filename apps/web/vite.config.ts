import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
// In development the API server runs on its own port; in production it serves this build on the same origin.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * React Router declares `Link`, `NavLink` and `Form` as `var Link = React.forwardRef(...)` followed by
 * `Link.displayName = "Link"`. Both look like side effects to a bundler, so the three components stay in the bundle,
 * with the prefetching and form code they reach, although the app uses none of them: 1.8 KB gzipped of the home
 * route. Until React Router annotates them itself (remix-run/react-router#15299), this marks those calls pure and
 * drops the `displayName` writes, which only React DevTools reads. It only ever removes code nothing calls; if
 * React Router's output changes shape, nothing is patched, the build warns, and the route budget check fails.
 */
function treeShakeReactRouter(): Plugin {
  let patched = false;
  return {
    name: 'suuq:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/ },
      handler(code) {
        const result = code
          .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^\w+\.displayName = "\w+";$/gm, '');
        if (result === code) return null;
        patched = true;
        // Lines keep their numbers, so no source map is needed.
        return { code: result, map: null };
      },
    },
    buildEnd() {
      if (!patched)
        this.warn('React Router had nothing to patch: check whether treeShakeReactRouter is still needed.');
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), treeShakeReactRouter()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each source module to its chunks; scripts/route-size.mjs reads it.
    manifest: true,
    // Every browser this store supports has <link rel="modulepreload">; the polyfill only cost the entry chunk.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/v1': apiTarget,
      '/images': apiTarget,
    },
  },
});
