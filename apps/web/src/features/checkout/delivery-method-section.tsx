import { DELIVERY_METHOD_LABELS, message } from '@suuq/shared/labels';
import { formatMoney } from '@suuq/shared/money';
import { Loading, LoadError } from '../../components/ui/load-state';
import { useLanguage } from '../../lib/use-translation';
import { CheckoutSection } from './checkout-section';
import { MethodEta } from './method-eta';
import { useCheckoutMessages } from './messages';
import { feeOf, type DeliveryChoice } from './use-delivery-choice';

/** How the order is received: the store's methods, each with what it adds to the order when the server says. */
export function DeliveryMethodSection({
  delivery,
  currency,
  estimates = true,
}: {
  delivery: DeliveryChoice;
  currency: string;
  /** Whether to say how long each method takes: not for an order for later, whose slot says when. */
  estimates?: boolean;
}) {
  const t = useCheckoutMessages();
  const lang = useLanguage();
  const { query } = delivery;
  return (
    <CheckoutSection title={t('methodTitle')}>
      {query.isLoading ? <Loading /> : null}
      {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
      {delivery.noPickupOrDelivery ? (
        <p className="checkout-warning">{message('deliveryUnavailable', lang)}</p>
      ) : null}
      <div className="checkout-choices" role="radiogroup" aria-label={t('methodTitle')}>
        {delivery.options.map((option) => {
          // One word about the fee: a store pricing by zone names it once the door is pinned (the summary says
          // so), never its general fee beside the method meanwhile.
          const fee =
            option.available && (option.key !== 'delivery' || delivery.deliveryFeeKnown)
              ? feeOf(option)
              : undefined;
          return (
            <label
              key={option.key}
              className="checkout-choice"
              data-disabled={!option.available || undefined}
            >
              <input
                type="radio"
                name="delivery-method"
                value={option.key}
                checked={delivery.chosen === option.key}
                disabled={!option.available}
                onChange={() => delivery.choose(option.key)}
              />
              <span>
                {DELIVERY_METHOD_LABELS[option.key][lang]}
                {option.available ? null : (
                  <span className="checkout-choice__note">
                    {' '}
                    (
                    {option.key === 'delivery' && delivery.refusedHere !== undefined
                      ? t('notAtAddress')
                      : t('notAvailableNow')}
                    )
                  </span>
                )}
                {estimates ? <MethodEta option={option} /> : null}
              </span>
              {fee === undefined ? null : (
                <span className="checkout-choice__fee">
                  {fee > 0 ? t('feeAmount', { fee: formatMoney(fee, currency, lang) }) : t('feeNone')}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </CheckoutSection>
  );
}
