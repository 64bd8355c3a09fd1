// Writes Brotli (.br) and gzip (.gz) copies of the built text files, once, at the highest levels, so the server
// can send them as they are instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

// The build folder: dist/, or the one given (the benchmark builds into a folder of its own).
const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    // Folders the server does not serve (.vite, the build's manifest; .ssr, the server's page renderer).
    if (statSync(full).isDirectory()) {
      if (!name.startsWith('.')) yield* files(full);
    } else if (compressible.test(name)) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  const source = readFileSync(file);
  if (source.length < 512) continue;
  writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dist) || dist}`);
