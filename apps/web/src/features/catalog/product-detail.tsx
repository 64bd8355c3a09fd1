import { useEffect, useRef, useState } from 'react';
import { useId } from '../../lib/use-id';
import type { ChoiceGroup, Product } from '@suuq/shared/catalog';
import { PAGE_IMAGE_WIDTH } from '@suuq/shared/images';
import { CatalogImage } from '../../components/ui/catalog-image';
import { message, type Language } from '@suuq/shared/labels';
import { formatMoney, fromMinor } from '@suuq/shared/money';
import { LazySafeHtml } from '../../components/ui/lazy-safe-html';
import { Stepper } from '../../components/ui/stepper';
import { useLanguage } from '../../lib/use-translation';
import { preloadAddToCart, useAddToCart } from '../../lib/add-to-cart';
import { useQuantityInCart } from '../../lib/cart-quantity';
import { Price } from './price';
import { ContainerGroup } from './product-container';
import { useCatalogT } from './messages';
import {
  addonIds,
  addonLimitReached,
  availableStock,
  chooseOption,
  chooseVariant,
  chosenVariant,
  hasVariants,
  initialChoices,
  linePrice,
  optionIds,
  toggleAddon,
  validateChoices,
  type Choices,
  type Problem,
} from './product-choices';
import './product-detail.css';

/** The spec's words for a problem, in the shopper's language (shared with the server, see @suuq/shared/labels). */
export function problemMessage(problem: Problem, lang: Language): string {
  switch (problem.key) {
    case 'chooseOption':
      return message('chooseOption', lang, { group: problem.group });
    case 'quantityNotAvailable':
      return message('quantityNotAvailable', lang, { n: problem.n });
    default:
      return message(problem.key, lang);
  }
}

function extra(price: number, currency: string, lang: Language) {
  return price > 0 ? ` +${formatMoney(price, currency, lang)}` : '';
}

/** A group of choices on the product: required options (one of) or addons (up to the group's limit). */
interface ChoiceGroupProps {
  group: ChoiceGroup;
  product: Product;
  choices: Choices;
  invalid: boolean;
  onChange: (choices: Choices) => void;
}

function OptionGroup({ group, product, choices, invalid, onChange }: ChoiceGroupProps) {
  const t = useCatalogT();
  const lang = useLanguage();
  const name = useId();
  return (
    <fieldset className={invalid ? 'choice-group choice-group--invalid' : 'choice-group'}>
      <legend className="choice-group__title">
        {group.title}
        <span className="choice-group__tag">{t('product.required')}</span>
      </legend>
      {group.children.map((child) => (
        <label key={child.id} className="choice">
          <input
            type="radio"
            name={name}
            checked={choices.options[group.key] === child.id}
            onChange={() => onChange(chooseOption(choices, group.key, child.id))}
          />
          <span className="choice__label">{child.item}</span>
          <span className="choice__price">{extra(child.price, product.currency, lang)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function AddonGroup({ group, product, choices, invalid, onChange }: ChoiceGroupProps) {
  const t = useCatalogT();
  const lang = useLanguage();
  const hintId = useId();
  const chosen = choices.addons[group.key] ?? [];
  const full = addonLimitReached(group, choices);
  return (
    <fieldset
      className={invalid ? 'choice-group choice-group--invalid' : 'choice-group'}
      aria-describedby={group.limit > 0 ? hintId : undefined}
    >
      <legend className="choice-group__title">
        {group.title}
        <span className="choice-group__tag">
          {group.required ? t('product.required') : t('product.optional')}
        </span>
      </legend>
      {group.limit > 0 ? (
        <p
          id={hintId}
          className={full ? 'choice-group__hint choice-group__hint--full' : 'choice-group__hint'}
        >
          {full
            ? message('addonLimit', lang, { n: group.limit, group: group.title })
            : t('product.chooseUpTo', { n: group.limit })}
        </p>
      ) : null}
      {group.children.map((child) => {
        const checked = chosen.includes(child.id);
        return (
          <label key={child.id} className={!checked && full ? 'choice choice--disabled' : 'choice'}>
            <input
              type="checkbox"
              checked={checked}
              disabled={!checked && full}
              onChange={() => onChange(toggleAddon(choices, group, child.id))}
            />
            <span className="choice__label">{child.item}</span>
            <span className="choice__price">{extra(child.price, product.currency, lang)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

function VariantGroup({
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
  const hintId = useId();
  return (
    <fieldset
      className={invalid ? 'choice-group choice-group--invalid' : 'choice-group'}
      aria-describedby={hintId}
    >
      <legend className="choice-group__title">
        {t('product.variants')}
        <span className="choice-group__tag">{t('product.required')}</span>
      </legend>
      <p id={hintId} className="choice-group__hint">
        {t('product.variantsHint')}
      </p>
      {product.childrens.map((variant) => {
        const soldOut = !product.unlimited_stock && variant.stock <= 0;
        return (
          <label key={variant.id} className="choice">
            <input
              type="radio"
              name={name}
              checked={choices.variantId === variant.id}
              onChange={() => onChange(chooseVariant(product, choices, variant.id))}
            />
            <span className="choice__label">
              {variant.name}
              {soldOut ? <span className="choice__note"> · {t('product.soldOut')}</span> : null}
            </span>
            <span className="choice__price">
              {formatMoney(variant.selling_price, product.currency, lang)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * Everything a shopper needs to put a product in the cart: image, name, tagline, price, stock, variants, options,
 * addons, quantity and the live line price. Used by the store page's modal and by the product page.
 */
export function ProductDetail({
  product,
  layout,
  onAdded,
}: {
  product: Product;
  layout: 'modal' | 'page';
  /** Called after the cart took the line (the modal closes). */
  onAdded?: () => void;
}) {
  const t = useCatalogT();
  const lang = useLanguage();
  const addToCart = useAddToCart();
  const [choices, setChoices] = useState(initialChoices);
  // Problems show once the shopper tried to add, and then follow the choices until they are fixed.
  const [attempted, setAttempted] = useState(false);
  const [limitHit, setLimitHit] = useState(false);
  const [cartMessage, setCartMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Each refused try brings the first group still to choose into view (above the buy bar) and into focus.
  const [refusals, setRefusals] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals === 0) return;
    const group = rootRef.current?.querySelector<HTMLElement>('.choice-group--invalid');
    if (!group) return;
    group.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    group.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
  }, [refusals]);

  const variant = chosenVariant(product, choices);
  const stock = availableStock(product, variant);
  // Add to Cart puts the chosen quantity on top of what the cart already holds: it shows how many that is.
  const inCart = useQuantityInCart(product.id, variant?.id ?? null);
  const room = stock === null ? undefined : Math.max(1, stock - inCart);
  const problem = attempted ? validateChoices(product, choices) : undefined;
  const image = variant?.image || product.image;
  const shownMessage =
    cartMessage ??
    (problem ? problemMessage(problem, lang) : undefined) ??
    (limitHit && stock !== null
      ? problemMessage({ key: 'quantityNotAvailable', n: stock }, lang)
      : undefined);

  const update = (next: Choices) => {
    setChoices(next);
    setCartMessage(undefined);
    if (next.quantity !== choices.quantity || next.variantId !== choices.variantId) setLimitHit(false);
  };

  const onAdd = async () => {
    setAttempted(true);
    setCartMessage(undefined);
    if (validateChoices(product, choices)) {
      setRefusals((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      const result = await addToCart({
        product,
        variant,
        optionIds: optionIds(product, choices),
        addonIds: addonIds(product, choices),
        quantity: choices.quantity,
        containerMode: choices.containerMode,
        mode: 'increment',
      });
      if (result.ok) {
        // The next tap adds one more again, not the same amount once more.
        setChoices((current) => ({ ...current, quantity: 1 }));
        onAdded?.();
      } else setCartMessage(result.message);
    } finally {
      setBusy(false);
    }
  };

  const info = (
    <div className="product-detail__info">
      {product.tagline ? <p className="product-detail__tagline">{product.tagline}</p> : null}
      {/* In the modal the dialog's title already names the product. */}
      {layout === 'page' ? <h1 className="product-detail__name">{product.name}</h1> : null}
      <Price
        className="product-detail__price"
        amount={variant?.selling_price ?? product.selling_price}
        compare={variant ? null : product.compare_price}
        currency={product.currency}
      />
      {stock !== null && stock > 0 ? (
        <p className="product-detail__stock">{t('product.inStock', { n: stock })}</p>
      ) : null}
      {inCart > 0 ? (
        <p className="product-detail__in-cart" role="status">
          {message('inCart', lang, { n: inCart })}
        </p>
      ) : null}
      {product.short_description ? (
        <p className="product-detail__summary">{product.short_description}</p>
      ) : null}

      {hasVariants(product) ? (
        <VariantGroup
          product={product}
          choices={choices}
          invalid={problem?.key === 'selectVariant'}
          onChange={update}
        />
      ) : null}
      {product.options.map((group) => (
        <OptionGroup
          key={group.key}
          group={group}
          product={product}
          choices={choices}
          invalid={problem?.key === 'chooseOption' && problem.group === group.title}
          onChange={update}
        />
      ))}
      {product.addons.map((group) => (
        <AddonGroup
          key={group.key}
          group={group}
          product={product}
          choices={choices}
          invalid={problem?.key === 'chooseOption' && problem.group === group.title}
          onChange={update}
        />
      ))}
      <ContainerGroup
        product={product}
        choices={choices}
        invalid={problem?.key === 'containerModeRequired'}
        onChange={update}
      />
    </div>
  );
  const description = product.description ? (
    <section className="product-detail__description">
      <h2 className="product-detail__subtitle">{t('product.description')}</h2>
      <LazySafeHtml html={product.description} />
    </section>
  ) : null;

  return (
    <div ref={rootRef} className={`product-detail product-detail--${layout}`}>
      <div className="product-detail__scroll">
        <CatalogImage
          className="product-detail__image"
          path={image}
          width={PAGE_IMAGE_WIDTH}
          max={960}
          // A square picture shown whole in a box at most 15rem (dialog) or 20rem (narrow page) tall: never wider.
          sizes={layout === 'page' ? '(min-width: 48em) 28rem, 20rem' : '15rem'}
          alt={variant ? `${product.name}, ${variant.name}` : product.name}
          boxWidth={640}
          eager
        />
        {info}
        {layout === 'modal' ? description : null}
      </div>
      <div className="product-detail__buy">
        {stock === 0 ? (
          // Its own row across the bar, with the button under it: side by side they do not fit a phone.
          <p className="product-detail__unavailable">{message('notAvailable', lang)}</p>
        ) : (
          <Stepper
            value={choices.quantity}
            max={room}
            onChange={(quantity) => update({ ...choices, quantity })}
            onLimit={() => setLimitHit(true)}
            labels={{
              group: t('product.quantity'),
              decrease: t('product.decrease'),
              increase: t('product.increase'),
            }}
          />
        )}
        <button
          type="button"
          className="button button--primary product-detail__add"
          disabled={busy}
          onPointerEnter={preloadAddToCart}
          onFocus={preloadAddToCart}
          onClick={() => void onAdd()}
        >
          <span>{t('product.addToCart')}</span>
          <span className="product-detail__line-price">
            {formatMoney(fromMinor(linePrice(product, choices)), product.currency, lang)}
          </span>
        </button>
        <p className="product-detail__message" role="alert">
          {shownMessage}
        </p>
      </div>
      {layout === 'page' ? description : null}
    </div>
  );
}
