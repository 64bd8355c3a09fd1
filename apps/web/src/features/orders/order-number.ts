import type { OrderTrackingState } from '../../lib/paths';

function orderNumberFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { orderNumber } = state as Partial<OrderTrackingState>;
  return typeof orderNumber === 'string' ? orderNumber : undefined;
}

/**
 * The order number of a tracking or PayPal page: from `?order-number=`, or from navigation state when the query
 * lacks it. Read with URLSearchParams, not useSearchParams: React Router is one module in the entry chunk, so every
 * hook the app uses anywhere is part of the first download.
 */
export function orderNumberOf(location: { search: string; state: unknown }): string | undefined {
  return (
    new URLSearchParams(location.search).get('order-number')?.trim() || orderNumberFromState(location.state)
  );
}
