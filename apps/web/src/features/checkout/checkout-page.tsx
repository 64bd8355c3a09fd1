import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  DELIVERY_METHOD_LABELS,
  message,
  PAYMENT_METHOD_LABELS,
  type DeliveryMethod,
  type PaymentMethod,
} from '@suuq/shared/labels';
import { formatMoney, fromMinor } from '@suuq/shared/money';
import type { PlaceOrderRequest } from '@suuq/shared/orders';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { paths, type OrderTrackingState } from '../../app/paths';
import { Link } from '../../components/ui/link';
import { Loading, LoadError } from '../../components/ui/load-state';
import { PageIntro } from '../../components/ui/page-intro';
import { useOffline } from '../../lib/network-status';
import { useConfig } from '../../lib/use-config';
import { useLanguage } from '../../lib/use-translation';
import { cleared, hydrated, stockUpdated, type CartItem } from '../cart/cart-slice';
import { minimumOrderText, useCart } from '../cart/cart-view';
import type { LatLng } from '@suuq/shared/geo';
import { useGetDeliveryOptionsQuery } from '../../lib/delivery-options';
import { checkoutApi } from './checkout-api';
import { loadDetails, saveDetails, type CheckoutDetails } from './checkout-details';
import { MapBoundary } from '../../components/map/map-boundary';
import { dismissOrder, startOrderQueue, type QueuedOrder } from './order-queue';
import { sendWith } from './order-queue-send';
import { useQueuedOrders } from './use-queued-orders';
import { useCheckoutMessages } from './messages';
import { usePlaceOrder, type Shortfall } from './use-place-order';
import { SavedAddresses, useCheckoutAccount } from '../account/checkout-account';
import './checkout.css';

const AddressMap = lazy(() =>
  import('../../components/map/address-map').then((module) => ({ default: module.AddressMap })),
);

/** Delivery first when the store offers it: most families order to their door. */
const METHOD_ORDER: DeliveryMethod[] = ['delivery', 'pickup', 'dine_in'];

/** What payment methods the server accepts: PayPal only where it says so (it needs credentials to work). */
function offeredPayments(config: unknown): PaymentMethod[] {
  const listed = (config as { payment_methods?: unknown } | undefined)?.payment_methods;
  if (Array.isArray(listed)) {
    return (['cash', 'bank_transfer', 'paypal'] as const).filter((method) => listed.includes(method));
  }
  return ['cash', 'bank_transfer'];
}

function shortfallFor(item: CartItem, shortfalls: Shortfall[]): Shortfall | undefined {
  return shortfalls.find(
    (line) => line.product_id === item.productId && (line.variant_id ?? null) === (item.variant?.id ?? null),
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="checkout-section" aria-labelledby={id}>
      <h2 id={id} className="checkout-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A `Field` holding one text input, tied to its hint and error. */
function InputField({
  label,
  hint,
  error,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field label={label} {...(hint ? { hint } : {})} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </Field>
  );
}

function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldName = 'name' | 'phone' | 'email' | 'address';

/** An order placed with no network, until the server answers: what it holds, and that it is not sent yet. */
function QueuedOrderPanel({ order }: { order: QueuedOrder }) {
  const t = useCheckoutMessages();
  const offline = useOffline();
  return (
    <>
      <PageIntro title={t('queuedTitle')} text={t('queuedText')} />
      <section className="checkout-queued" aria-label={t('summaryTitle')}>
        <p className="checkout-queued__state" role="status">
          <span className="loading__spinner" aria-hidden="true" />
          {offline ? t('queuedPending') : t('queuedSending')}
        </p>
        <p className="checkout-summary__store">{order.cart.store?.name}</p>
        <ul className="checkout-lines">
          {order.cart.items.map((item) => (
            <li key={item.id} className="checkout-line">
              <span className="checkout-line__quantity">
                {t('quantityTimes', { quantity: item.quantity })}
              </span>
              <span className="checkout-line__name">{item.name}</span>
            </li>
          ))}
        </ul>
        <Link to={paths.home} className="button">
          {t('backToShopping')}
        </Link>
      </section>
    </>
  );
}

function invalidFields(fields: string[], t: ReturnType<typeof useCheckoutMessages>) {
  const found: Partial<Record<FieldName, string>> = {};
  if (fields.includes('customer.name')) found.name = t('invalidName');
  if (fields.includes('customer.phone')) found.phone = t('invalidPhone');
  if (fields.includes('customer.email')) found.email = t('invalidEmail');
  if (fields.some((field) => field.startsWith('address'))) found.address = t('invalidAddress');
  return found;
}

/** Checkout: how the order is received, where, who, how it is paid, and what it holds. */
export function CheckoutPage() {
  const t = useCheckoutMessages();
  const lang = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const cart = useCart();
  const { store, items } = cart;
  const config = useConfig();
  const placeOrder = usePlaceOrder();
  const appStore = useAppStore();
  const queue = useQueuedOrders();
  const waiting = queue.find((order) => order.state === 'pending');
  const settled = queue.find((order) => order.state !== 'pending');

  const delivery = useGetDeliveryOptionsQuery({ storeId: store?.id ?? 0, lang }, { skip: !store });
  const [details, setDetails] = useState<CheckoutDetails>(loadDetails);
  const [method, setMethod] = useState<DeliveryMethod>();
  const [payment, setPayment] = useState<PaymentMethod>('cash');
  const [pin, setPin] = useState<LatLng>();
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [shortfalls, setShortfalls] = useState<Shortfall[]>([]);
  const [invalid, setInvalid] = useState<Partial<Record<FieldName, string>>>({});
  // Signed in: name, phone and the last used address come from the account.
  const account = useCheckoutAccount(details, setDetails, setPin);
  // A checkout opened below the minimum goes back to the store (the spec's Checkout click); once here, a cart
  // that drops below it (after a stock change) shows the warning instead of jumping away.
  const [arrivedBelowMinimum, setArrivedBelowMinimum] = useState<boolean>();
  if (cart.ready && arrivedBelowMinimum === undefined) {
    setArrivedBelowMinimum(items.length > 0 && !cart.meetsMinimum);
  }

  const options = delivery.data ?? [];
  const available = METHOD_ORDER.flatMap((key) => options.filter((o) => o.key === key && o.available));
  const chosen = method && available.some((o) => o.key === method) ? method : available[0]?.key;
  const noPickupOrDelivery =
    delivery.isSuccess && !options.some((o) => (o.key === 'pickup' || o.key === 'delivery') && o.available);
  const payments = offeredPayments(config.status === 'ready' ? config.config : undefined);

  const [geocode] = checkoutApi.useLazyReverseGeocodeQuery();
  const onPin = (point: LatLng) => {
    setPin(point);
    // Name the pinned place when the shopper has not written an address yet.
    if (!details.addressLine.trim()) {
      void geocode({ ...point, lang }, true).then(({ data }) => {
        if (data)
          setDetails((current) =>
            current.addressLine.trim() ? current : { ...current, addressLine: data.line },
          );
      });
    }
  };

  // An order placed offline is sent from here, and from the shell on any other page, when the network returns.
  useEffect(() => {
    if (waiting) startOrderQueue(sendWith(appStore));
  }, [appStore, waiting]);
  // Its answer, once it comes: the tracking page, or the cart back as it was with the store's reason.
  useEffect(() => {
    if (!settled) return;
    dismissOrder(settled.key);
    if (settled.state === 'placed' && settled.orderNumber) {
      const state: OrderTrackingState = { orderNumber: settled.orderNumber };
      void navigate(paths.orderTracking(settled.orderNumber), { state, replace: true });
      return;
    }
    dispatch(hydrated(settled.cart));
    setProblem(settled.message);
    setShortfalls(settled.shortfalls ?? []);
    setInvalid(invalidFields(settled.fields ?? [], t));
  }, [dispatch, navigate, settled, t]);

  if (waiting) return <QueuedOrderPanel order={waiting} />;
  if (!cart.ready) return <Loading />;
  if (items.length === 0 || !store) {
    return (
      <>
        <PageIntro title={t('title')} />
        <div className="checkout-empty">
          <p>{t('emptyCart')}</p>
          <Link to={paths.home} className="button button--primary">
            {t('backToShopping')}
          </Link>
        </div>
      </>
    );
  }
  if (arrivedBelowMinimum) return <Navigate to={paths.store(store.name)} state={{ store }} replace />;

  const update = (field: keyof CheckoutDetails) => (event: { target: { value: string } }) =>
    setDetails((current) => ({ ...current, [field]: event.target.value }));

  const validate = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {};
    if (!details.name.trim()) found.name = t('invalidName');
    if (!/^\+?[0-9 ()-]{7,20}$/.test(details.phone.trim())) found.phone = t('invalidPhone');
    if (details.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.email.trim()))
      found.email = t('invalidEmail');
    if (chosen === 'delivery' && !details.addressLine.trim()) found.address = t('invalidAddress');
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placing || !chosen) return;
    const found = validate();
    setInvalid(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0) {
      const first = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    const body: PlaceOrderRequest = {
      branch_id: store.branch_id,
      delivery_method: chosen,
      payment_method: payment,
      customer: {
        name: details.name.trim(),
        phone: details.phone.trim(),
        email: details.email.trim() || undefined,
      },
      address:
        chosen === 'delivery'
          ? {
              line: details.addressLine.trim(),
              // The server needs a point; without a pin, the store's own location stands in for the area.
              lat: pin?.lat ?? store.lat,
              lng: pin?.lng ?? store.lng,
              notes: details.addressNotes.trim() || undefined,
            }
          : undefined,
      address_id: chosen === 'delivery' ? account.addressIdFor(details.addressLine) : undefined,
      items: items.map((item) => ({
        product_id: item.productId,
        variant_id: item.variant?.id ?? null,
        option_ids: item.option.map((choice) => choice.id),
        addon_ids: item.addons.map((choice) => choice.id),
        quantity: item.quantity,
      })),
      notes: details.notes.trim() || undefined,
    };
    setPlacing(true);
    const outcome = await placeOrder(store.id, body, { items, store });
    setPlacing(false);
    if (outcome.kind === 'queued') {
      // The queue holds the order and its lines now; the cart comes back only if the store refuses it.
      dispatch(cleared());
      return;
    }
    if (outcome.kind === 'placed') {
      saveDetails(details);
      const orderNumber = outcome.order.order_number;
      const state: OrderTrackingState = { orderNumber };
      void navigate(paths.orderTracking(orderNumber), { state, replace: true });
      dispatch(cleared());
      return;
    }
    setProblem(outcome.message);
    setShortfalls(outcome.shortfalls);
    setInvalid(invalidFields(outcome.fields, t));
  };

  const subtotal = fromMinor(cart.totalMinor);
  const money = (amount: number) => formatMoney(amount, cart.currency, lang);

  return (
    <>
      <PageIntro title={t('title')} text={t('text')} />
      <form className="checkout" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="checkout__form">
          {!store.is_open ? (
            <p className="checkout-warning">{t('storeClosed', { store: store.name })}</p>
          ) : null}
          <Section title={t('methodTitle')}>
            {delivery.isLoading ? <Loading /> : null}
            {delivery.isError ? <LoadError onRetry={() => void delivery.refetch()} /> : null}
            {noPickupOrDelivery ? (
              <p className="checkout-warning">{message('deliveryUnavailable', lang)}</p>
            ) : null}
            <div className="checkout-choices" role="radiogroup" aria-label={t('methodTitle')}>
              {METHOD_ORDER.flatMap((key) => options.filter((o) => o.key === key)).map((option) => (
                <label
                  key={option.key}
                  className="checkout-choice"
                  data-disabled={!option.available || undefined}
                >
                  <input
                    type="radio"
                    name="delivery-method"
                    value={option.key}
                    checked={chosen === option.key}
                    disabled={!option.available}
                    onChange={() => setMethod(option.key)}
                  />
                  <span>
                    {DELIVERY_METHOD_LABELS[option.key][lang]}
                    {option.available ? null : (
                      <span className="checkout-choice__note"> ({t('notAvailableNow')})</span>
                    )}
                  </span>
                </label>
              ))}
            </div>
          </Section>

          {chosen === 'delivery' ? (
            <Section title={t('addressTitle')}>
              <SavedAddresses account={account} line={details.addressLine} legend={t('savedAddresses')} />
              <InputField
                label={t('addressLine')}
                hint={t('addressHint')}
                error={invalid.address}
                name="address"
                autoComplete="street-address"
                required
                value={details.addressLine}
                onChange={update('addressLine')}
              />
              <InputField
                label={t('addressNotes')}
                name="address-notes"
                value={details.addressNotes}
                onChange={update('addressNotes')}
              />
              <p className="hint">{t('mapHint')}</p>
              {config.status === 'ready' ? (
                <MapBoundary fallback={<p className="hint">{t('mapUnavailable')}</p>}>
                  <Suspense fallback={<Loading />}>
                    <AddressMap
                      center={{ lat: store.lat, lng: store.lng }}
                      pin={pin}
                      onPin={onPin}
                      tileUrl={config.config.map_tile_url}
                      label={t('mapLabel')}
                      pinCentreLabel={t('pinCentre')}
                    />
                  </Suspense>
                </MapBoundary>
              ) : config.status === 'failed' ? (
                <p className="hint">{t('mapUnavailable')}</p>
              ) : null}
              {pin ? (
                <p className="checkout-pin">
                  {t('pinned', { lat: pin.lat.toFixed(5), lng: pin.lng.toFixed(5) })}{' '}
                  <button type="button" className="link-button" onClick={() => setPin(undefined)}>
                    {t('removePin')}
                  </button>
                </p>
              ) : null}
            </Section>
          ) : null}

          <Section title={t('detailsTitle')}>
            <InputField
              label={t('name')}
              error={invalid.name}
              name="name"
              autoComplete="name"
              required
              value={details.name}
              onChange={update('name')}
            />
            <InputField
              label={t('phone')}
              hint={t('phoneHint')}
              error={invalid.phone}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              value={details.phone}
              onChange={update('phone')}
            />
            <InputField
              label={t('email')}
              error={invalid.email}
              name="email"
              type="email"
              autoComplete="email"
              value={details.email}
              onChange={update('email')}
            />
            <Field label={t('notes')}>
              {({ id }) => (
                <textarea
                  id={id}
                  className="input"
                  name="notes"
                  rows={2}
                  value={details.notes}
                  onChange={update('notes')}
                />
              )}
            </Field>
          </Section>

          <Section title={t('paymentTitle')}>
            <div className="checkout-choices" role="radiogroup" aria-label={t('paymentTitle')}>
              {payments.map((key) => (
                <label key={key} className="checkout-choice">
                  <input
                    type="radio"
                    name="payment-method"
                    value={key}
                    checked={payment === key}
                    onChange={() => setPayment(key)}
                  />
                  <span>
                    {PAYMENT_METHOD_LABELS[key][lang]}
                    <span className="checkout-choice__note">
                      {' '}
                      {t(
                        key === 'cash'
                          ? 'paymentCash'
                          : key === 'bank_transfer'
                            ? 'paymentBank'
                            : 'paymentPaypal',
                      )}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </Section>
        </div>

        <aside className="checkout__summary">
          <Section title={t('summaryTitle')}>
            <p className="checkout-summary__store">{store.name}</p>
            <ul className="checkout-lines">
              {items.map((item) => {
                const short = shortfallFor(item, shortfalls);
                return (
                  <li key={item.id} className="checkout-line" data-short={short ? true : undefined}>
                    <span className="checkout-line__quantity">
                      {t('quantityTimes', { quantity: item.quantity })}
                    </span>
                    <span className="checkout-line__name">
                      {item.name}
                      {[
                        item.variant?.name,
                        ...item.option.map((c) => c.item),
                        ...item.addons.map((c) => `+ ${c.item}`),
                      ]
                        .filter(Boolean)
                        .map((text) => (
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
            {shortfalls.length > 0 ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  dispatch(
                    stockUpdated(
                      shortfalls.map((s) => ({
                        productId: s.product_id,
                        variantId: s.variant_id ?? null,
                        available: s.available,
                      })),
                    ),
                  );
                  setShortfalls([]);
                  setProblem(undefined);
                }}
              >
                {t('useAvailable')}
              </button>
            ) : null}
            <dl className="checkout-totals">
              <div>
                <dt>{t('subtotal')}</dt>
                <dd>{money(subtotal)}</dd>
              </div>
              {chosen === 'delivery' ? (
                <div>
                  <dt>{t('deliveryFee')}</dt>
                  <dd className="checkout-totals__later">{t('deliveryFeeLater')}</dd>
                </div>
              ) : null}
              <div className="checkout-totals__total">
                <dt>{chosen === 'delivery' ? t('totalBeforeDelivery') : t('total')}</dt>
                <dd>{money(subtotal)}</dd>
              </div>
            </dl>
            {!cart.meetsMinimum ? <p className="cart-minimum">{minimumOrderText(store, lang)}</p> : null}
            <div className="checkout-problem" role="alert">
              {problem}
            </div>
            <button
              type="submit"
              className="button button--primary checkout__submit"
              disabled={placing || !chosen || !cart.meetsMinimum}
              aria-busy={placing || undefined}
            >
              {placing ? t('placing') : t('placeOrder')}
            </button>
          </Section>
        </aside>
      </form>
    </>
  );
}
