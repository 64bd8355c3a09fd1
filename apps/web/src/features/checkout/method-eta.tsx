import type { DeliveryOption } from '@suuq/shared/orders';
import { useCheckoutMessages } from './messages';

/** Stands for the range in the sentence, so the range itself can be kept on one line. */
const MARK = '\u0001';

/**
 * How long the method takes from ordering, as the server estimated it for the chosen address: "Arrives in 35–45
 * min" (preparation and the ride) or "Ready in about 20 min" (preparation only). An order for later shows its slot
 * instead, so none is shown then.
 */
export function MethodEta({ option }: { option: DeliveryOption }) {
  const t = useCheckoutMessages();
  if (!option.available || !option.estimate) return null;
  // Worded by the server ("35–45 min"), in the page's language; never broken across lines on a narrow phone.
  const sentence = t(option.key === 'delivery' ? 'etaArrives' : 'etaReady', { range: MARK });
  const [before, after] = sentence.split(MARK);
  return (
    <span className="checkout-choice__eta">
      {before}
      <span className="checkout-choice__range">{option.estimate.text}</span>
      {after}
    </span>
  );
}
