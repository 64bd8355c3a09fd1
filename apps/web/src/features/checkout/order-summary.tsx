import type { DeliveryMethod } from '@suuq/shared/labels';
import { formatMoney, fromMinor, toMinor } from '@suuq/shared/money';
import { useLanguage } from '../../lib/use-translation';
import type { CartItem } from '../cart/cart-slice';
import { CheckoutSection } from './checkout-section';
import type { CheckoutCart } from './checkout-slots';
import { useCheckoutMessages } from './messages';
import type { CheckoutForm, InvalidFields } from './use-checkout-form';
import type { Shortfall } from './use-place-order';

function shortfallFor(item: CartItem, shortfalls: Shortfall[]): Shortfall | undefined {
  return shortfalls.find(
    (line) => line.product_id === item.productId && (line.variant_id ?? null) === (item.variant?.id ?? null),
  );
}

/** The lines, each marked when the store has less of it than asked. */
function SummaryLines({
  items,
  shortfalls,
  money,
}: {
  items: CartItem[];
  shortfalls: Shortfall[];
  money: (amount: number) => string;
}) {
  const t = useCheckoutMessages();
  return (
    <ul className="checkout-lines">
      {items.map((item) => {
        const short = shortfallFor(item, shortfalls);
        const choices = [
          item.variant?.name,
          ...item.option.map((c) => c.item),
          ...item.addons.map((c) => `+ ${c.item}`),
        ].filter(Boolean);
        return (
          <li key={item.id} className="checkout-line" data-short={short ? true : undefined}>
            <span className="checkout-line__quantity">{t('quantityTimes', { quantity: item.quantity })}</span>
            <span className="checkout-line__name">
              {item.name}
              {choices.map((text) => (
                <span key={text} className="checkout-line__choice">
                  {text}
                </span>
              ))}
              {short ? (
                <strong className="checkout-line__short">
                  {short.available > 0 ? t('available', { n: short.available }) : t('soldOut')}
                </strong>
              ) : null}
            </span>
            <span className="checkout-line__total">{money(item.total)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Returnable containers taken new: their deposits are paid with the order, on top of the goods. */
function depositsMinor(cart: CheckoutCart): number {
  return cart.items.reduce(
    (total, item) =>
      total + (item.container?.mode === 'new' ? toMinor(item.container.deposit) * item.quantity : 0),
    0,
  );
}

/**
 * The subtotal, the delivery fee and the total. A fee the server named is added; without one (an answer kept from
 * before fees were sent) a delivery says the fee comes with the confirmation, and the total is before delivery.
 */
function Totals({
  cart,
  method,
  fee,
  feeNeedsPoint,
  money,
}: {
  cart: CheckoutCart;
  method: DeliveryMethod | undefined;
  fee: number | undefined;
  feeNeedsPoint: boolean;
  money: (amount: number) => string;
}) {
  const t = useCheckoutMessages();
  const delivering = method === 'delivery';
  const feeMinor = fee === undefined ? 0 : toMinor(fee);
  const depositMinor = depositsMinor(cart);
  return (
    <dl className="checkout-totals">
      <div>
        <dt>{t('subtotal')}</dt>
        <dd>{money(fromMinor(cart.totalMinor))}</dd>
      </div>
      {depositMinor > 0 ? (
        <div>
          <dt>{t('deposits')}</dt>
          <dd>{money(fromMinor(depositMinor))}</dd>
        </div>
      ) : null}
      {delivering || feeMinor > 0 ? (
        <div>
          <dt>{t('deliveryFee')}</dt>
          {fee === undefined ? (
            <dd className="checkout-totals__later">
              {feeNeedsPoint ? t('deliveryFeeAtPoint') : t('deliveryFeeLater')}
            </dd>
          ) : (
            <dd>{feeMinor > 0 ? money(fee) : t('feeNone')}</dd>
          )}
        </div>
      ) : null}
      <div className="checkout-totals__total">
        <dt>{delivering && fee === undefined ? t('totalBeforeDelivery') : t('total')}</dt>
        <dd>{money(fromMinor(cart.totalMinor + depositMinor + feeMinor))}</dd>
      </div>
    </dl>
  );
}

/** The fields to fix, in the page's order, named as their labels are (short, for the line by the button). */
function FixSummary({ invalid }: { invalid: InvalidFields }) {
  const t = useCheckoutMessages();
  const names: Record<keyof InvalidFields, string> = {
    address: t('addressLine'),
    point: t('fieldPoint'),
    slot: t('fieldSlot'),
    name: t('name'),
    phone: t('phone'),
    email: t('fieldEmail'),
    payerPhone: t('fieldPayerPhone'),
  };
  const order = ['address', 'point', 'slot', 'name', 'phone', 'email', 'payerPhone'] as const;
  const fields = order.filter((field) => invalid[field]).map((field) => names[field]);
  return (
    <p className="checkout-fix" role="alert">
      {fields.length > 0 ? t('fixSummary', { fields: fields.join(', ') }) : null}
    </p>
  );
}

/** What the order holds and costs, the store's refusal if any, and the Place order button. */
export function OrderSummary({
  cart,
  storeName,
  method,
  fee,
  feeNeedsPoint = false,
  form,
}: {
  cart: CheckoutCart;
  storeName: string;
  method: DeliveryMethod | undefined;
  fee: number | undefined;
  /** The store prices delivery by zone and the point is not known yet. */
  feeNeedsPoint?: boolean;
  form: CheckoutForm;
}) {
  const t = useCheckoutMessages();
  const lang = useLanguage();
  const money = (amount: number) => formatMoney(amount, cart.currency, lang);
  return (
    <CheckoutSection title={t('summaryTitle')}>
      <p className="checkout-summary__store">{storeName}</p>
      <SummaryLines items={cart.items} shortfalls={form.shortfalls} money={money} />
      {form.shortfalls.length > 0 ? (
        <button type="button" className="button" onClick={form.takeAvailable}>
          {t('useAvailable')}
        </button>
      ) : null}
      <Totals cart={cart} method={method} fee={fee} feeNeedsPoint={feeNeedsPoint} money={money} />
      {!cart.meetsMinimum ? <p className="checkout-minimum">{cart.minimumText}</p> : null}
      <div className="checkout-problem" role="alert">
        {form.problem}
      </div>
      <FixSummary invalid={form.invalid} />
    </CheckoutSection>
  );
}

/**
 * The total and the Place order button. On a phone it stays at the bottom of the screen while the shopper fills
 * the form (checkout.css), so what the order costs and the way to place it are always in reach.
 */
export function PlaceOrderBar({
  cart,
  method,
  fee,
  form,
}: {
  cart: CheckoutCart;
  method: DeliveryMethod | undefined;
  fee: number | undefined;
  form: CheckoutForm;
}) {
  const t = useCheckoutMessages();
  const lang = useLanguage();
  const feeMinor = fee === undefined ? 0 : toMinor(fee);
  const totalMinor = cart.totalMinor + depositsMinor(cart) + feeMinor;
  return (
    <div className="checkout__pay">
      <p className="checkout__pay-total">
        <span>{method === 'delivery' && fee === undefined ? t('totalBeforeDelivery') : t('total')}</span>{' '}
        <strong>{formatMoney(fromMinor(totalMinor), cart.currency, lang)}</strong>
      </p>
      <button
        type="submit"
        className="button button--primary checkout__submit"
        disabled={form.placing || !method || !cart.meetsMinimum}
        aria-busy={form.placing || undefined}
      >
        {form.placing ? t('placing') : t('placeOrder')}
      </button>
    </div>
  );
}
