import type { ServerFrame } from '@suuq/shared/live';
import { whenSettled } from '../../lib/settled';

/**
 * The one function of the shared live socket the order pages use. The socket's client is fetched and the channel
 * opened once the page has settled (`whenSettled`: a few seconds after the load event of a page just opened, at the
 * next idle moment on one opened long ago): on a slow phone they would otherwise compete with the page's first
 * drawing, and the page is right without them at first, showing the answer it has just read. `readSince` (the time
 * the page began reading what it shows, `Date.now()` time) has the server send again what happened on the channel
 * since, so nothing is missed meanwhile. Resolves to the function that stops listening.
 */
export function listen(
  channel: string,
  onFrame: (frame: ServerFrame) => void,
  options?: { token?: string; readSince?: number },
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    whenSettled(() => {
      import('../../lib/live-socket').then(
        ({ liveSocket }) => resolve(liveSocket().subscribe(channel, onFrame, options)),
        reject,
      );
    });
  });
}
