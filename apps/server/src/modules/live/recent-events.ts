import { LIVE_REPLAY_MS } from '@suuq/shared/constants';

interface Kept {
  at: number;
  payload: Buffer;
}

/**
 * Each channel's events of the last `windowMs`, at most `perChannel` of them, as they were sent: a client that read
 * what it shows, then subscribed a while later, asks for those it may have missed in between (`replay_ms` of its
 * subscribe frame). Every process keeps its own: each hears every event on the live bus.
 */
export class RecentEvents {
  private readonly byChannel = new Map<string, Kept[]>();

  constructor(
    private readonly windowMs = LIVE_REPLAY_MS,
    private readonly perChannel = 200,
    private readonly now: () => number = Date.now,
  ) {}

  add(channel: string, payload: Buffer): void {
    let kept = this.byChannel.get(channel);
    if (!kept) this.byChannel.set(channel, (kept = []));
    kept.push({ at: this.now(), payload });
    if (kept.length > this.perChannel) kept.shift();
  }

  /** The channel's events of the last `ms` milliseconds (never beyond the window), oldest first. */
  since(channel: string, ms: number): Buffer[] {
    const from = this.now() - Math.min(ms, this.windowMs);
    return (this.byChannel.get(channel) ?? []).filter((kept) => kept.at >= from).map((kept) => kept.payload);
  }

  /** Forgets what is older than the window, and the channels left with nothing. */
  prune(): void {
    const from = this.now() - this.windowMs;
    for (const [channel, kept] of this.byChannel) {
      const first = kept.findIndex((entry) => entry.at >= from);
      if (first === -1) this.byChannel.delete(channel);
      else if (first > 0) kept.splice(0, first);
    }
  }

  /** Channels with something kept (for tests and metrics). */
  channels(): number {
    return this.byChannel.size;
  }
}
