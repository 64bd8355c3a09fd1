import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const wsPort = Number(process.env.E2E_WS_PORT ?? 6101);
// The fake SMS gateway the run starts (e2e/global-sms.ts); the server sends to it, journeys read it (e2e/sms-kit.ts).
const smsPort = Number(process.env.E2E_SMS_PORT ?? port + 2000);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// A fresh database per run, so journeys never depend on what an earlier run left behind.
const dataDir = mkdtempSync(join(tmpdir(), 'suuq-e2e-'));

const OFFLINE_JOURNEYS = /offline\.spec\.ts$/;
// The captain console and the booking page drive the same demo captains and customer (duty, trips): one after the
// other, never side by side.
const CAPTAIN_JOURNEYS = /captain\.spec\.ts$/;
const BOOKING_JOURNEYS = /booking\.spec\.ts$/;
// A whole first order's bytes, counted on the demo catalog as the run starts it: before the other shoppers' journeys,
// whose new stores and products would add their pictures to the home page and the store strip from run to run.
const BYTE_JOURNEYS = /order-bytes\.spec\.ts$/;
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-sms.ts',
  reporter: 'list',
  workers: 2,
  retries: 0,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // Journeys see the network as it is: a service worker answering from its cache would make them depend on
      // what an earlier page of the same journey left there. Only the offline journeys let it run.
      testIgnore: [OFFLINE_JOURNEYS, CAPTAIN_JOURNEYS, BOOKING_JOURNEYS, BYTE_JOURNEYS],
      dependencies: ['bytes'],
      use: { ...chromium, serviceWorkers: 'block' },
    },
    { name: 'bytes', testMatch: BYTE_JOURNEYS, use: { ...chromium, serviceWorkers: 'block' } },
    { name: 'captains', testMatch: CAPTAIN_JOURNEYS, use: { ...chromium, serviceWorkers: 'block' } },
    {
      name: 'bookings',
      testMatch: BOOKING_JOURNEYS,
      dependencies: ['captains'],
      use: { ...chromium, serviceWorkers: 'block' },
    },
    {
      name: 'offline',
      testMatch: OFFLINE_JOURNEYS,
      use: { ...chromium, serviceWorkers: 'allow' },
    },
  ],
  webServer: {
    // The built server, as `npm start` runs it (test:e2e builds first); stopped with SIGTERM, killed if it hangs.
    command: 'node --enable-source-maps apps/server/dist/server.js',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      WS_PORT: String(wsPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Demo stores open around the clock, so no journey depends on the hour it runs; journeys about opening hours
      // set them through the staff API.
      SEED_DEMO_HOURS: 'false',
      // Mobile money against the local stand-in wallets, which answer by the number's last seven digits.
      PAYMENTS_FAKE: '1',
      // Texts go to the run's local fake gateway, where the journeys that need a texted code read them.
      SMS_PROVIDER: 'http',
      SMS_URL: `http://127.0.0.1:${smsPort}/send`,
      SMS_TOKEN: 'fake-sms-gateway-token',
      // A Suuq delivery nobody accepts is flagged after three seconds, looked for twice a second: the dispatch
      // journey sees its store's alert by polling for it, never by waiting out the production ten minutes.
      DISPATCH_TIMEOUT_MINUTES: '0.05',
      DISPATCH_SWEEP_MS: '500',
      // Every journey's new captain applies from the run's one address (the dispatch journeys take one on per test,
      // the joining journey another): more than the five an hour one address may send in production.
      CAPTAIN_APPLICATIONS_PER_HOUR: '50',
    },
  },
});
