/**
 * The web app built into a folder and precompressed, as `npm run build` does, and its home route's gzipped
 * JavaScript and CSS counted from the build manifest the way apps/web/scripts/route-size.mjs counts them.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from '../lib/children';
import { onCleanup } from '../lib/cleanup';

const HOME_PAGE_MODULE = 'src/features/catalog/home-page.tsx';

/** Runs a Node script of the web app's folder to its end; throws with the end of its output if it fails. */
async function runWebScript(name: string, args: string[]): Promise<void> {
  const output: string[] = [];
  const child = spawn(process.execPath, args, {
    cwd: path.join(REPO_ROOT, 'apps', 'web'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = onCleanup(name, () => void child.kill('SIGKILL'));
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  await stop();
  if (code !== 0) throw new Error(`${name} failed (${code}): ${output.join('').slice(-600)}`);
}

export async function build(outDir: string): Promise<void> {
  const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  await runWebScript('vite build', [vite, 'build', '--outDir', outDir, '--emptyOutDir']);
  // The server's page renderer, the prerendered home pages and the compressed copies, as `npm run build` writes them.
  await runWebScript('vite build --ssr', [
    vite,
    'build',
    '--ssr',
    'src/app/prerender/page-worker.ts',
    '--outDir',
    path.join(outDir, '.ssr'),
    '--emptyOutDir',
  ]);
  await runWebScript('prerender', ['scripts/prerender.mjs', outDir]);
  await runWebScript('precompress', ['scripts/precompress.mjs', outDir]);
}

/** The home route's JS and CSS, gzipped at Node's default level: the entry, its static imports, the page chunk. */
export function routeSize(dist: string, pageModule = HOME_PAGE_MODULE) {
  type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry || !manifest[pageModule])
    throw new Error(`no entry or no chunk for ${pageModule} in the manifest`);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(pageModule);
  const gzipped = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + zlib.gzipSync(readFileSync(path.join(dist, file))).length, 0);
  return { js: gzipped(js), css: gzipped(css), files: js.size + css.size };
}
