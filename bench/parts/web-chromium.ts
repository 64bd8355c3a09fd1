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
