/**
 * Telling every API process that what a store shows changed: its stock, whether it is open, its products. Caches
 * of the same process hear it at once, before `catalogChanged` returns; other processes hear it through the live
 * bus (Redis between processes). Call it after the change is committed.
 */
import type { LiveBus } from './live-bus';

/**
 * A store's id, or null when the stores affected are not known (every cached answer goes); `searches` when its
 * products were added, renamed or removed, so a search that found nothing before may find them now.
 */
export type CatalogChangeListener = (storeId: number | null, searches: boolean) => void;

const local = new WeakMap<LiveBus, Set<CatalogChangeListener>>();

/** Where a message that could not reach other processes is reported. */
export interface Warner {
  warn(obj: object, msg?: string): void;
}

const processWarning: Warner = {
  warn: (obj, msg) => process.emitWarning(`${msg ?? 'warning'}: ${String((obj as { err?: unknown }).err)}`),
};

export async function catalogChanged(
  bus: LiveBus,
  storeId: number | null,
  log: Warner = processWarning,
  searches = false,
): Promise<void> {
  for (const listener of local.get(bus) ?? []) listener(storeId, searches);
  const event = {
    event: 'catalog.changed' as const,
    channel: 'catalog' as const,
    data: { store_id: storeId, ...(searches ? { searches } : {}) },
  };
  try {
    await bus.publish(event);
  } catch (err) {
    // A lost message leaves other processes' answers to their short time to live.
    log.warn({ err, event }, 'catalog change not published');
  }
}

/** Listens to changes made in this process and, through the bus, in every other; returns how to stop. */
export function onCatalogChange(bus: LiveBus, listener: CatalogChangeListener): () => void {
  let listeners = local.get(bus);
  if (!listeners) local.set(bus, (listeners = new Set()));
  listeners.add(listener);
  const stopBus = bus.subscribe((event) => {
    if (event.event === 'catalog.changed') listener(event.data.store_id, event.data.searches === true);
  });
  return () => {
    listeners.delete(listener);
    stopBus();
  };
}
