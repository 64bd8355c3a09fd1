import { useLocation } from 'react-router';
import type { OrderTrackingState } from '../../app/paths';
import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

function orderNumberFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { orderNumber } = state as Partial<OrderTrackingState>;
  return typeof orderNumber === 'string' ? orderNumber : undefined;
}

/** Order confirmation and tracking. The number comes from the query string, or from state when it is missing. */
export function ThankyouPage() {
  const t = useT();
  // Not useSearchParams: React Router is one module in the entry chunk, so every hook the app uses anywhere is part
  // of the first download; reading the query needs only URLSearchParams.
  const { search, state } = useLocation();
  const orderNumber = new URLSearchParams(search).get('order-number') || orderNumberFromState(state);
  return (
    <PageIntro title={t('orders.thankyouTitle')} text={t('orders.thankyouText')}>
      <p className="order-number">
        {orderNumber ? t('orders.orderNumber', { orderNumber }) : t('orders.noOrderNumber')}
      </p>
    </PageIntro>
  );
}
