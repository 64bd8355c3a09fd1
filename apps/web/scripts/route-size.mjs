// Prints the gzipped JS and CSS a first visit to one route downloads: the entry chunk, its static imports, and
// the route's page chunk with its own static imports. Run after `vite build`:
//   node apps/web/scripts/route-size.mjs [page module, default src/features/catalog/home-page.tsx]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const pageModule = process.argv[2] ?? 'src/features/catalog/home-page.tsx';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[pageModule]) {
  console.error(`No entry or no chunk for ${pageModule} in the manifest.`);
  process.exit(1);
}

const js = new Set();
const css = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(pageModule);

const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;
const report = (label, files) => {
  let total = 0;
  for (const file of files) {
    const size = gzipped(file);
    total += size;
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  ${label} total, gzipped\n`);
};

console.log(`First visit to ${pageModule}:\n`);
report('JS', js);
report('CSS', css);
