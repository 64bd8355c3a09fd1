import type { Store } from '@suuq/shared/catalog';
import { formatMoney } from '@suuq/shared/money';
import { loadDeliveryPoint, useDeliveryOptionsAt } from '../../lib/delivery-options';
import { useLanguage } from '../../lib/use-translation';
import { useCartMessages } from './messages';

/**
 * What delivery will cost, before checkout: at the address this phone last had an order delivered to (priced by
 * the store's zones), or the store's one fee when it has no zones. A store that prices by zone and no known
 * address: the fee comes with the address at checkout.
 */
export function CartDeliveryFee({ store }: { store: Pick<Store, 'id' | 'currency' | 'zones'> }) {
  const t = useCartMessages();
  const lang = useLanguage();
  const point = loadDeliveryPoint();
  const quote = useDeliveryOptionsAt(store.id, point);
  const delivery = quote.options.find((option) => option.key === 'delivery');
  const zoned = (store.zones ?? []).length > 0;
  if (!delivery) return null;
  let text: string;
  if (point && quote.pointed) {
    text = delivery.available
      ? t('feeAtLastAddress', { fee: formatMoney(delivery.fee, store.currency, lang) })
      : t('noDeliveryAtLastAddress');
  } else if (!zoned && delivery.available) {
    text = t('fee', { fee: formatMoney(delivery.fee, store.currency, lang) });
  } else if (zoned) {
    text = t('feeByAddress');
  } else return null;
  return (
    <p className="cart-summary__fee" role="status">
      {text}
    </p>
  );
}
