import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A web build for the server to serve, in a folder of its own: each file by its path in the build (folders made as
 * needed), its text or, for JSON such as `.vite/manifest.json`, its value. `remove()` deletes it.
 */
export function fakeWebBuild(files: Record<string, string | object>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'suuq-web-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
