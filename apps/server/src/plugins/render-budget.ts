/**
 * How many pages the server renders anew, per client address and in all. A render costs several times what a kept
 * page does; a client asking for page after page of different addresses would otherwise hold a core. Past its
 * budget a client gets the plain page (the app renders it in the browser), which costs next to nothing.
 */
interface Bucket {
  tokens: number;
  at: number;
}

/** Addresses remembered at most; the least recently seen is forgotten first. */
const MAX_ADDRESSES = 10_000;

function refill(bucket: Bucket, perMinute: number, now: number): Bucket {
  const tokens = Math.min(perMinute, bucket.tokens + ((now - bucket.at) * perMinute) / 60_000);
  return { tokens, at: now };
}

export class RenderBudget {
  private readonly addresses = new Map<string, Bucket>();
  private total: Bucket;

  constructor(
    private readonly perAddressPerMinute: number,
    private readonly totalPerMinute: number,
  ) {
    this.total = { tokens: totalPerMinute, at: Date.now() };
  }

  /** Takes one render from `address`'s budget and the total; false when either is spent. */
  take(address: string): boolean {
    const now = Date.now();
    const total = refill(this.total, this.totalPerMinute, now);
    const own = refill(
      this.addresses.get(address) ?? { tokens: this.perAddressPerMinute, at: now },
      this.perAddressPerMinute,
      now,
    );
    this.total = total;
    this.addresses.delete(address);
    this.addresses.set(address, own);
    if (this.addresses.size > MAX_ADDRESSES) this.addresses.delete(this.addresses.keys().next().value!);
    if (total.tokens < 1 || own.tokens < 1) return false;
    total.tokens -= 1;
    own.tokens -= 1;
    return true;
  }
}
