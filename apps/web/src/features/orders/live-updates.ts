import type { ServerFrame } from '@suuq/shared/live';

/** The one function of the shared live socket the order pages use; fetched on first use, after the page shows. */
export async function listen(
  channel: string,
  onFrame: (frame: ServerFrame) => void,
  options?: { token?: string },
): Promise<() => void> {
  const { liveSocket } = await import('../../lib/live-socket');
  return liveSocket().subscribe(channel, onFrame, options);
}
