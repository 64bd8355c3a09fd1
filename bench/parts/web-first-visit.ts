/** A first visit in Chromium: the bytes every response transferred, by type, and requests to other hosts. */
import { launchChromium } from './web-chromium';

export interface FirstVisit {
  bytes: number;
  requests: number;
  byType: Record<string, number>;
  /** Script files by path, with their transferred bytes. */
  scripts: [string, number][];
  /** Requests to hosts other than the server's, which the browser was not allowed to make. */
  blocked: string[];
}

/** Loads a page in a fresh Chromium profile at a phone's size and adds up the bytes every response transferred. */
export async function firstVisit(url: string, warm: string[]): Promise<FirstVisit> {
  const { browser, close } = await launchChromium('Chromium (first visit)');
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    const scripts: [string, number][] = [];
    const byType: Record<string, number> = {};
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type);
      urls.set(event.requestId, event.response.url);
    });
    let recording = true;
    const blocked: string[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      const host = new URL(event.request.url, url).host;
      if (recording && host && host !== new URL(url).host && !event.request.url.startsWith('data:'))
        blocked.push(host);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (!recording) return;
      bytes += event.encodedDataLength;
      requests += 1;
      const type = types.get(event.requestId) ?? 'Other';
      byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
      if (type === 'Script' && event.encodedDataLength > 0)
        scripts.push([new URL(urls.get(event.requestId) ?? '', url).pathname, event.encodedDataLength]);
    });
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'networkidle' });
    // What waits for the page to settle (the service worker's registration, the live badges' socket) counts too: a
    // shopper who reads the page for a few seconds has started it. The page marks the moment on <html>; a page that
    // never does fails the part rather than count less.
    await page.locator('html[data-settled]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    recording = false;
    const visit = { bytes, requests, byType, scripts: scripts.sort((a, b) => b[1] - a[1]), blocked };
    // Other pages once, so their images are resized and cached by the server before Lighthouse sees them.
    for (const other of warm) await page.goto(other, { waitUntil: 'networkidle' });
    return visit;
  } finally {
    await close();
  }
}
