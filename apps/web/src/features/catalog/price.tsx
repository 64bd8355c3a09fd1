import { formatMoney } from '@suuq/shared/money';
import { useLanguage } from '../../lib/use-translation';
import { useCatalogT } from './messages';

/** A price to two decimals with its currency, and the compare price struck through when it is higher. */
export function Price({
  amount,
  compare,
  currency,
  className,
}: {
  amount: number;
  compare?: number | null;
  currency: string;
  className?: string;
}) {
  const t = useCatalogT();
  const lang = useLanguage();
  return (
    <span className={className ? `price ${className}` : 'price'}>
      <span className="price__now">{formatMoney(amount, currency, lang)}</span>
      {compare != null && compare > amount ? (
        <s className="price__was">
          <span className="visually-hidden">{t('product.was')} </span>
          {formatMoney(compare, currency, lang)}
        </s>
      ) : null}
    </span>
  );
}
