/**
 * Finished answers of the catalog's busiest reads (a store's product pages, search), kept as the bytes sent, with
 * their Brotli and gzip forms made on first demand. Entries are tagged with the stores whose data they show and
 * dropped the moment one of those stores changes (stock, open or closed, catalog), here and, through the live bus,
 * in every other API process. A short time to live is only a safety net for a lost message; memory is bounded by
 * dropping the least recently used answers.
 *
 * An answer being computed while its store changes is not kept: every fill notes the change counter when it
 * starts and is stored only if none of its stores changed since.
 */
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The tag of every search answer (no store has id 0): what a search finds depends on every store's products, so a
 * product added, renamed or removed anywhere drops them all, those that found nothing included.
 */
export const EVERY_SEARCH = 0;

export interface CachedAnswer {
  readonly json: Buffer;
  /** The key it is cached under, when it is. */
  key?: string;
  br?: Buffer;
  gzip?: Buffer;
}

interface Entry {
  key: string;
  answer: CachedAnswer;
  /** Stores this answer shows; empty for answers that depend on the whole catalog only. */
  stores: readonly number[];
  expires: number;
  bytes: number;
}

/** The change counter when a fill started; pass it back to `set`. */
export type Ticket = number;

export interface AnswerCacheOptions {
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}

export interface CacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

/** Rough fixed cost of an entry besides its bytes: key, tags, map slots. */
const ENTRY_OVERHEAD = 256;

export class AnswerCache {
  /** In least recently used order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, Entry>();
  private readonly byStore = new Map<number, Set<string>>();
  /** Counter of changes; the counter value at each store's last change, and at the last change of everything. */
  private changes = 0;
  private readonly storeChangedAt = new Map<number, number>();
  private allChangedAt = 0;
  private readonly inFlight = new Map<
    string,
    { ticket: Ticket; stores: readonly number[]; promise: Promise<CachedAnswer> }
  >();
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxBytes > 0;
  }

  stats(): CacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.remove(entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  ticket(): Ticket {
    return this.changes;
  }

  /** Whether none of `stores` (nor everything) changed since the ticket was taken. */
  private current(ticket: Ticket, stores: readonly number[] | 'any'): boolean {
    if (this.allChangedAt > ticket) return false;
    if (stores === 'any') return this.changes === ticket;
    return stores.every((id) => (this.storeChangedAt.get(id) ?? 0) <= ticket);
  }

  /**
   * The cached answer for `key`, or the one `compute` makes (shared by concurrent callers of the same key that
   * started after the last relevant change). `stores` names the stores the answer shows when known in advance;
   * `compute` may name more in its result.
   */
  async getOrCompute(
    key: string,
    stores: readonly number[],
    compute: () => Promise<{ json: Buffer; stores?: readonly number[] }>,
  ): Promise<CachedAnswer> {
    if (!this.enabled) return { json: (await compute()).json };
    const hit = this.get(key);
    if (hit) {
      this.hits += 1;
      return hit;
    }
    this.misses += 1;
    const pending = this.inFlight.get(key);
    // An answer still being computed is shared only if nothing it may show changed since it started.
    if (pending && this.current(pending.ticket, stores.length ? pending.stores : 'any'))
      return pending.promise;

    const ticket = this.ticket();
    const promise = compute().then((result) => {
      const answer: CachedAnswer = { json: result.json, key };
      const tags = [...new Set([...stores, ...(result.stores ?? [])])];
      if (this.current(ticket, tags)) this.set(key, answer, tags);
      return answer;
    });
    const flight = { ticket, stores, promise };
    this.inFlight.set(key, flight);
    try {
      return await promise;
    } finally {
      if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
    }
  }

  private set(key: string, answer: CachedAnswer, stores: readonly number[]) {
    const old = this.entries.get(key);
    if (old) this.remove(old);
    const entry: Entry = {
      key,
      answer,
      stores,
      expires: this.now() + this.options.ttlMs,
      bytes: answer.json.length + ENTRY_OVERHEAD,
    };
    if (entry.bytes > this.options.maxBytes / 4) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const id of stores) {
      let keys = this.byStore.get(id);
      if (!keys) this.byStore.set(id, (keys = new Set()));
      keys.add(key);
    }
    this.evict();
  }

  /** The answer in the given encoding, compressed once and kept with the entry. */
  encoded(answer: CachedAnswer, encoding: Encoding): Buffer {
    if (encoding === 'identity') return answer.json;
    let body = answer[encoding];
    if (!body) {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(answer.json, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.json.length,
              },
            })
          : zlib.gzipSync(answer.json, { level: 6 });
      answer[encoding] = body;
      // Counted against the entry that holds this answer, if it is still cached.
      const entry = answer.key === undefined ? undefined : this.entries.get(answer.key);
      if (entry?.answer === answer) {
        entry.bytes += body.length;
        this.bytes += body.length;
        this.evict();
      }
    }
    return body;
  }

  /** Drops every answer showing this store; fills under way that show it are not kept. */
  invalidateStore(storeId: number) {
    this.changes += 1;
    this.storeChangedAt.set(storeId, this.changes);
    const keys = this.byStore.get(storeId);
    if (!keys) return;
    for (const key of [...keys]) {
      const entry = this.entries.get(key);
      if (entry) this.remove(entry);
    }
    this.byStore.delete(storeId);
  }

  /** Drops everything (a change whose stores are not known, such as new products). */
  invalidateAll() {
    this.changes += 1;
    this.allChangedAt = this.changes;
    this.storeChangedAt.clear();
    this.entries.clear();
    this.byStore.clear();
    this.bytes = 0;
  }

  private remove(entry: Entry) {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
    for (const id of entry.stores) {
      const keys = this.byStore.get(id);
      keys?.delete(entry.key);
      if (keys?.size === 0) this.byStore.delete(id);
    }
  }

  private evict() {
    while (this.bytes > this.options.maxBytes) {
      const oldest = this.entries.values().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
  }
}

/** The client's preferred encoding among Brotli and gzip (q-values honoured), else identity. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string' || header.length === 0) return 'identity';
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    const encoding: Encoding | undefined =
      name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' || name === '*' ? 'gzip' : undefined;
    if (!encoding) continue;
    let q = 1;
    for (const param of params) {
      const [k, v] = param.split('=');
      if (k?.trim() === 'q') q = Number(v);
    }
    if (!(q > 0)) continue;
    if (q > bestQ || (q === bestQ && encoding === 'br')) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}
