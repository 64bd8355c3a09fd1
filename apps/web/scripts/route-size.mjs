// Prints the gzipped JS and CSS a first visit to one route downloads: the entry chunk, its static imports, and
// the route's page chunk with its own static imports. Run after `vite build`:
//   node apps/web/scripts/route-size.mjs [--check] [page module, default src/features/catalog/home-page.tsx]
// With --check it exits 1 when the route is over the budget below (docs/decisions/003-home-route-budget.md). Every
// script the home page starts before a tap, the start-up line's and what they fetch in turn, is counted in the
// browser by e2e/first-visit.spec.ts against its own guard (docs/decisions/038-start-up-scripts.md).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The product's budget for the home route on cheap Android phones, in gzipped bytes (1 KB = 1024 bytes). CI fails
// above it. The whole first visit (images, catalog answers, fonts and icons too) has its own budget of 350 KB,
// measured in the browser by apps/web/e2e/first-visit.spec.ts. The JS budget was 110 KB until the app's React code
// went onto Preact's renderer (docs/decisions/051-react-on-preact.md), then 55 KB; 60 KB since the small modules of
// every first screen share one file, which the home page imports whole (docs/decisions/053-one-file-for-the-first-screen.md).
const BUDGET_KB = { JS: 60, CSS: 20 };

const args = process.argv.slice(2);
const check = args.includes('--check');
const pageModule = args.find((arg) => !arg.startsWith('--')) ?? 'src/features/catalog/home-page.tsx';
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');

if (!existsSync(manifestFile)) {
  console.error(
    `No build manifest at ${manifestFile}: build the web app first (cd apps/web && npx vite build).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[pageModule]) {
  console.error(`No entry or no chunk for ${pageModule} in the manifest.`);
  process.exit(1);
}

const files = { JS: new Set(), CSS: new Set() };
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.JS.has(chunk.file)) return;
  files.JS.add(chunk.file);
  for (const file of chunk.css ?? []) files.CSS.add(file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(pageModule);

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;

console.log(`First visit to ${pageModule}:\n`);
const totals = {};
for (const [kind, set] of Object.entries(files)) {
  let total = 0;
  for (const file of set) {
    const size = gzipped(file);
    total += size;
    console.log(`  ${kb(size)}  ${file}`);
  }
  totals[kind] = total;
  console.log(`  ${kb(total)}  ${kind} total, gzipped (budget ${BUDGET_KB[kind]} KB)\n`);
}

if (check) {
  const over = Object.entries(totals).filter(([kind, total]) => total > BUDGET_KB[kind] * 1024);
  if (over.length > 0) {
    for (const [kind, total] of over) {
      const limit = BUDGET_KB[kind] * 1024;
      console.error(
        `Over budget: ${kind} is ${total} bytes gzipped, ${total - limit} bytes over the ${BUDGET_KB[kind]} KB ` +
          `(${limit} bytes) of a first visit to ${pageModule}.`,
      );
    }
    console.error(
      'See docs/decisions/003-home-route-budget.md for what counts and what was done to stay under it.',
    );
    process.exit(1);
  }
  const margins = Object.entries(totals).map(
    ([kind, total]) => `${kind} ${total} bytes, ${BUDGET_KB[kind] * 1024 - total} under`,
  );
  console.log(`Within budget (${margins.join('; ')}).`);
}
