/**
 * Builds the server into one ES module (`dist/server.js`) that `node` runs directly: the server's own TypeScript and
 * `@suuq/shared` (which both apps import from source) are bundled; every package from node_modules stays an import,
 * so native modules (sharp, argon2) and PGlite's WebAssembly load from where npm put them.
 *
 * Usage: `tsx scripts/build-server.ts [out-dir]` (default `dist/`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverRoot = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const sharedRoot = path.resolve(fileURLToPath(new URL('../../../packages/shared', import.meta.url)));
export const defaultOutDir = path.join(serverRoot, 'dist');

/** Bundles our workspaces' sources; leaves every other bare import (node:*, npm packages) to Node at run time. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@suuq/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Modules find their files (migrations, assets, the default data folder) relative to `import.meta.url`. In one
 * bundle every module would share the bundle's URL, so each keeps the URL of its source file instead: the built
 * server reads migrations and assets from the same places as the sources do, whatever the output folder.
 */
function sourceUrls(outDir: string): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const inWorkspace = [serverRoot, sharedRoot].some((root) => args.path.startsWith(root + path.sep));
        if (!inWorkspace) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

/** Writes `server.js` (and its source map) into outDir; returns the built file's path. */
export async function buildServer(outDir = defaultOutDir): Promise<string> {
  const outfile = path.join(outDir, 'server.js');
  await build({
    entryPoints: [path.join(serverRoot, 'src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node the suite still runs on (docs/decisions/009).
    target: 'node20.19',
    sourcemap: true,
    // Fastify plugins and error classes are known by their names in logs.
    keepNames: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceUrls(outDir)],
  });
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const outfile = await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`Built ${path.relative(process.cwd(), outfile)} in ${Date.now() - started} ms`);
}
