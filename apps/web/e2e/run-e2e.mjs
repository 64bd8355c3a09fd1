// Runs the browser journeys in the system's Chromium. Without one it says so loudly and, unless REQUIRE_E2E=1,
// lets the rest of the pipeline pass: a machine without a browser should not hide the unit test results.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium'];

function isExecutable(path) {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const chromium = candidates.find(isExecutable);

if (!chromium) {
  const required = process.env.REQUIRE_E2E === '1';
  const line = '!'.repeat(72);
  console.error(
    [
      '',
      line,
      '!!  BROWSER JOURNEYS SKIPPED: no Chromium found',
      `!!  Looked at: ${candidates.filter(Boolean).join(', ')}`,
      '!!  Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.',
      required
        ? '!!  REQUIRE_E2E=1 is set, so this counts as a failure.'
        : '!!  Nothing was tested in a browser. Set REQUIRE_E2E=1 to make this fail.',
      line,
      '',
    ].join('\n'),
  );
  process.exit(required ? 1 : 0);
}

const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium },
  },
);

if (result.error) {
  console.error('Could not start Playwright:', result.error);
  process.exit(1);
}
process.exit(result.status ?? 1);
