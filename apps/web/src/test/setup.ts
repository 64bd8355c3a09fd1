import { cleanup, configure, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../lib/i18n';

// A shared CI machine may be busy: lazy pages and chunks can take seconds to load there. Waiting for what a test
// expects must never depend on how fast that is, so findBy and waitFor wait long; a real failure still fails.
configure({ asyncUtilTimeout: 20_000 });

// Typing in a text field fires `input`, then `change` when it is left; the app's text fields answer `input` (Preact's
// renderer hears a text field's onChange on it). A test's change of a text field's value fires both, as a browser
// would; a checkbox's, a radio button's, a list's or a file field's stays one `change`.
const change = fireEvent.change;
const typedIn = (element: Document | Node | Element | Window) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(element.type));
fireEvent.change = (element, init) => {
  if (!typedIn(element)) return change(element, init);
  fireEvent.input(element, init);
  return change(element);
};

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
