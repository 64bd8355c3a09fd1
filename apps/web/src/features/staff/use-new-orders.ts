import { useEffect, useRef, useState } from 'react';
import type { Order } from '@suuq/shared/orders';
import { useStaffMessages } from './messages';

/**
 * Notices orders that appear after the board first loaded them (by socket or by polling), and answers their numbers
 * (to mark them new, and to ring while they wait: use-ringing.ts) and a sentence for screen readers.
 */
export function useNewOrders(orders: Order[] | undefined): { fresh: string[]; announcement: string } {
  const t = useStaffMessages();
  // Orders seen so far; null until the first list arrives, which counts as already known.
  const known = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!orders) return;
    const numbers = orders.map((order) => order.order_number);
    if (known.current === null) {
      known.current = new Set(numbers);
      return;
    }
    const arrived = orders.filter((order) => !known.current!.has(order.order_number));
    for (const number of numbers) known.current.add(number);
    if (arrived.length === 0) return;
    setFresh((current) => [...current, ...arrived.map((order) => order.order_number)]);
    setAnnouncement(
      arrived.map((order) => t('newOrderArrived', { orderNumber: order.order_number })).join('. '),
    );
  }, [orders, t]);

  return { fresh, announcement };
}
