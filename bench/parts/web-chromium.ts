import { onCleanup } from '../lib/cleanup';

/** The Chromium that the first visit (Playwright) and Lighthouse (chrome-launcher) drive, and its flags. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  // Nothing leaves the machine: every host name fails to resolve, and the pages are on 127.0.0.1.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/**
 * Chromium through Playwright, closed by the bench's own cleanup (`label` names it there) on the way out, after a
 * failure or Ctrl+C: Playwright's own signal handlers would end the process before the cleanup ran.
 */
export async function launchChromium(label: string) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  return { browser, close: onCleanup(label, () => browser.close()) };
}
