import type { DeliveryOption } from '@suuq/shared/orders';
import { useCheckoutMessages } from './messages';

/**
 * How long the method takes from ordering, as the server estimated it for the chosen address: "Arrives in 35–45
 * min" (preparation and the ride) or "Ready in about 20 min" (preparation only). An order for later shows its slot
 * instead, so none is shown then.
 */
export function MethodEta({ option }: { option: DeliveryOption }) {
  const t = useCheckoutMessages();
  if (!option.available || !option.estimate) return null;
  // Worded by the server ("35–45 min"), in the page's language.
  const range = option.estimate.text;
  return (
    <span className="checkout-choice__eta">
      {option.key === 'delivery' ? t('etaArrives', { range }) : t('etaReady', { range })}
    </span>
  );
}
