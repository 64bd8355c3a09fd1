import { useEffect, useState } from 'react';
import type { Order } from '@suuq/shared/orders';
import { wallClock } from '../../lib/store-days';
import { useOrderMessages } from './messages';

/** How often the minutes left are counted again while the page is open. */
const TICK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type Words = ReturnType<typeof useOrderMessages>;

/** Whole minutes from `now` until `at`, rounded up; 0 once it has passed. */
function minutesUntil(at: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(at).getTime() - now.getTime()) / 60_000));
}

/**
 * The words for where the order stands against the window it was promised when placed (clock times on the
 * store's clock, as the API writes them): counting down before it, the promised time alone once it has passed
 * (nothing pretends the store was told), done once it is. An order for later shows its slot elsewhere, and has
 * no line here.
 */
export function etaLine(order: Order, now: Date, t: Words): string | undefined {
  if (order.status === 'cancelled' || order.scheduled_for) return undefined;
  const time = (iso: string) => wallClock(iso)?.time ?? iso;
  if (order.delivery_method === 'delivery') {
    if (order.status === 'delivered') return t('etaArrived');
    // A Suuq courier's minutes away, from their last position, say more than the window promised at placement.
    if (order.courier_eta_minutes) return t('etaArrivesIn', { n: order.courier_eta_minutes });
    const by = order.estimated_delivery_at;
    if (!by) return undefined;
    const n = minutesUntil(by, now);
    return n > 0 ? t('etaArrivesIn', { n }) : t('etaExpectedBy', { time: time(by) });
  }
  if (order.status === 'delivered') return undefined;
  if (order.status === 'ready') return t('etaReadyNow');
  const by = order.estimated_ready_at;
  if (!by) return undefined;
  const n = minutesUntil(by, now);
  return n > 0 ? t('etaReadyIn', { n }) : t('etaReadyBy', { time: time(by) });
}

/** The tracking page's time line: "Arrives in about 12 min", "Expected by 14:35", "Arrived". */
export function OrderEta({ order }: { order: Order }) {
  const t = useOrderMessages();
  const now = useNow();
  const line = etaLine(order, now, t);
  if (!line) return null;
  return (
    <p className="order-eta" data-testid="order-eta">
      {line}
    </p>
  );
}
