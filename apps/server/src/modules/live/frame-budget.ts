/**
 * A token bucket: `perSecond` frames a second on average, `burst` at once. Each socket has one, so a client that
 * floods the server with frames (each may cost a check) is stopped after a burst instead of after thousands.
 */
export class FrameBudget {
  private tokens: number;
  private last = Date.now();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  /** Spends one frame; false when none is left. */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
