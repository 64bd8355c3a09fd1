import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../lib/i18n';

// A shared CI machine may be busy: lazy pages and chunks can take seconds to load there. Waiting for what a test
// expects must never depend on how fast that is, so findBy and waitFor wait long; a real failure still fails.
configure({ asyncUtilTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await initI18n('en');
  localStorage.clear();
  window.scrollTo(0, 0);
});
