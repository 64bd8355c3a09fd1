/**
 * SIGTERM ends the server at every stage of its life within the grace period plus a little: during the migration,
 * during the demo seed, under load, and with connections that will not finish on their own (the stages are in
 * test/shutdown-stages.ts; the stress suite runs them many times). A stuck main thread is ended by the watchdog.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  cleanUp,
  SLACK_MS,
  stopDuringMigration,
  stopDuringSeed,
  stopUnderLoad,
  stopWithSocketsOpen,
} from './test/shutdown-stages';

afterEach(cleanUp);

describe('SIGTERM', () => {
  it('during the migration: waits for it, then exits, within the grace period', stopDuringMigration);
  it('during the demo seed: exits within the grace period', stopDuringSeed);
  it('under load: answers what it accepted and exits 0', stopUnderLoad);
  it(
    'with sockets open and a request that never finishes: exits 1 when the grace period is over',
    stopWithSocketsOpen,
  );
});

describe('the watchdog', () => {
  it('kills a process whose main thread is stuck once the grace period is over', async () => {
    const fixture = fileURLToPath(new URL('./test/stuck-on-stop.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      env: { ...process.env, GRACE_MS: '500' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onTestFinished(() => void child.kill('SIGKILL'));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    while (!output.includes('ready')) {
      if (child.exitCode !== null) throw new Error(output);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const started = Date.now();
    const ending = await new Promise<{ code: number | null; signal: string | null }>((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }));
      child.kill('SIGTERM');
    });
    expect(ending.signal).toBe('SIGKILL');
    expect(Date.now() - started).toBeLessThan(500 + 500 + SLACK_MS);
    expect(output).toContain('shutdown watchdog');
  });
});
