import { useId } from '../../lib/use-id';
import type { Product } from '@suuq/shared/catalog';
import { CONTAINER_MODES } from '@suuq/shared/labels';
import { formatMoney } from '@suuq/shared/money';
import { useLanguage } from '../../lib/use-translation';
import { useCatalogT } from './messages';
import type { Choices } from './product-choices';

/**
 * A product in a returnable container (a jerrycan, a gas cylinder): the shopper hands back an empty, or takes a new
 * one and pays its deposit. One of the two is required.
 */
export function ContainerGroup({
  product,
  choices,
  invalid,
  onChange,
}: {
  product: Product;
  choices: Choices;
  invalid: boolean;
  onChange: (choices: Choices) => void;
}) {
  const t = useCatalogT();
  const lang = useLanguage();
  const name = useId();
  const { container } = product;
  if (!container) return null;
  const deposit = formatMoney(container.deposit, product.currency, lang);
  return (
    <fieldset className={invalid ? 'choice-group choice-group--invalid' : 'choice-group'}>
      <legend className="choice-group__title">
        {t('product.container', { name: container.name })}
        <span className="choice-group__tag">{t('product.required')}</span>
      </legend>
      {CONTAINER_MODES.map((mode) => (
        <label key={mode} className="choice">
          <input
            type="radio"
            name={name}
            value={mode}
            checked={choices.containerMode === mode}
            onChange={() => onChange({ ...choices, containerMode: mode })}
          />
          <span className="choice__label">
            {mode === 'exchange' ? t('product.containerExchange') : t('product.containerNew', { deposit })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
