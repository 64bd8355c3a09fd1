import { useEffect, useRef, useState } from 'react';
import type { Language } from '@suuq/shared/labels';
import { fromMinor, meetsMinimum, toMinor } from '@suuq/shared/money';
import type { LatLng } from '@suuq/shared/geo';
import { paths } from '../../lib/paths';
import { focusFirstInvalid } from '../../components/form/focus-invalid';
import { ClosedStoreNotice } from '../../components/ui/closed-store-notice';
import { EmptyState } from '../../components/ui/empty-state';
import { Link } from '../../components/ui/link';
import { Loading } from '../../components/ui/load-state';
import { PageIntro } from '../../components/ui/page-intro';
import { loadDeliveryPoint } from '../../lib/delivery-options';
import { minimumOrderText } from '../../lib/minimum-order';
import { opensAgainText, orderingState } from '../../lib/store-days';
import { useConfig } from '../../lib/use-config';
import { useLanguage } from '../../lib/use-translation';
import { AddressSection } from './address-section';
import type { CheckoutCart, CheckoutSlots } from './checkout-slots';
import { ContactSection } from './contact-section';
import { DeliveryMethodSection } from './delivery-method-section';
import { useCheckoutMessages } from './messages';
import { OrderSummary, PlaceOrderBar } from './order-summary';
import { offeredPayments } from './payment-phone';
import { PaymentSection } from './payment-section';
import { QueuedOrderPanel } from './queued-order-panel';
import { ScheduleSection } from './schedule-section';
import { useCheckoutForm } from './use-checkout-form';
import { useDeliveryChoice } from './use-delivery-choice';
import { usePhoneState } from './use-phone-state';
import { useSchedule } from './use-schedule';
import './checkout.css';

/** A zone's minimum replaces the store's for a delivery there: the spec's words with the zone's amount. */
function withZoneMinimum(
  cart: CheckoutCart,
  minimum: number | undefined,
  lang: Language,
  more: (amount: string) => string,
): CheckoutCart {
  if (minimum === undefined) return cart;
  const minimumMinor = toMinor(minimum);
  return {
    ...cart,
    meetsMinimum: meetsMinimum(cart.totalMinor, minimumMinor),
    minimumText: minimumOrderText(
      { currency: cart.currency, minimumMinor, totalMinor: cart.totalMinor },
      lang,
      more,
    ),
  };
}

/**
 * Checkout: how the order is received, where, who, how it is paid, and what it holds. The cart and the account's
 * part come in as `slots` from the app (app/routes/checkout-route.tsx).
 */
export function CheckoutPage({ slots }: { slots: CheckoutSlots }) {
  const { useCart, useAccount, SavedAddresses } = slots;
  const t = useCheckoutMessages();
  const lang = useLanguage();
  const cart = useCart();
  const { store, items } = cart;
  const config = useConfig();
  // The last point this phone delivered to: its fee shows at once, and the shopper may move it. On a page the server
  // drew, from the render after the take-over; a pin put meanwhile stays.
  const [pin, setPin] = usePhoneState<LatLng | undefined>(
    loadDeliveryPoint,
    undefined,
    (found, current) => current ?? found,
  );
  const delivery = useDeliveryChoice(store, pin, cart.ready ? fromMinor(cart.totalMinor) : undefined);
  const schedule = useSchedule(store, delivery.chosen);
  const form = useCheckoutForm(cart, delivery.chosen, useAccount, { pin, setPin }, schedule);
  // A checkout opened below the minimum goes back to the store (the spec's Checkout click); once here, a cart
  // that drops below it (after a stock change) shows the warning instead of jumping away.
  const [arrivedBelowMinimum, setArrivedBelowMinimum] = useState<boolean>();
  if (cart.ready && arrivedBelowMinimum === undefined) {
    setArrivedBelowMinimum(items.length > 0 && !cart.meetsMinimum);
  }
  // A refused Place order takes the shopper to the first field to fix, wherever it is on the page.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [form.focusRequest]);

  // Until the cart is in, the page's frame: its title and intro, as the server sends the page
  // (docs/decisions/054-checkout-goes-out-as-its-frame.md). An order queued offline shows once the cart is in: the
  // first render in the browser takes over the page the server rendered, which knew of no queue.
  if (!cart.ready) {
    return (
      <>
        <PageIntro title={t('title')} text={t('text')} />
        <Loading />
      </>
    );
  }
  if (form.waiting) return <QueuedOrderPanel order={form.waiting} />;
  if (items.length === 0 || !store) {
    return (
      <>
        <PageIntro title={t('title')} />
        <EmptyState picture="cart" title={t('emptyTitle')} text={t('emptyText')}>
          <Link to={paths.home} className="button button--primary">
            {t('backToShopping')}
          </Link>
        </EmptyState>
      </>
    );
  }
  const more = (amount: string) => t('minimumMore', { amount });
  const storeLink = paths.store(store.name);
  // Opened below the minimum (an old link, the address bar): say why nothing can be ordered yet, and the way on.
  // Once here, a cart that drops below it (after a stock change) shows the warning by the button instead.
  if (arrivedBelowMinimum && !cart.meetsMinimum) {
    return (
      <>
        <PageIntro title={t('title')} />
        <EmptyState
          picture="cart"
          title={t('belowMinimumTitle', { store: store.name })}
          text={minimumOrderText(
            {
              currency: cart.currency,
              minimumMinor: toMinor(store.min_order_amount),
              totalMinor: cart.totalMinor,
            },
            lang,
            more,
          )}
        >
          <Link to={storeLink} state={{ store }} className="button button--primary">
            {t('addMore', { store: store.name })}
          </Link>
          <Link to={paths.cart} className="button">
            {t('seeCart')}
          </Link>
        </EmptyState>
      </>
    );
  }

  const ordering = orderingState(store);
  const opens = opensAgainText(store, lang, {
    today: t('today'),
    tomorrow: t('tomorrow'),
    weekdays: t('weekdays').split(', '),
  });
  const closedTitle = [t('closedTitle', { store: store.name }), opens ? t('opensAgain', { when: opens }) : '']
    .filter(Boolean)
    .join(' ');
  // Closed, and no orders for later: nothing to fill in that could only be refused at Place order.
  if (ordering === 'closed') {
    return (
      <>
        <PageIntro title={t('title')} />
        <ClosedStoreNotice title={closedTitle} text={t('closedNowText')}>
          <Link to={storeLink} state={{ store }} className="button">
            {t('backToStore', { store: store.name })}
          </Link>
        </ClosedStoreNotice>
      </>
    );
  }

  const summaryCart = withZoneMinimum(cart, delivery.minimum, lang, more);
  const methodsLoading = delivery.query.isLoading;
  return (
    <>
      <PageIntro title={t('title')} text={t('text')} />
      <form
        ref={formRef}
        className="checkout"
        noValidate
        onSubmit={(event) => void form.submit(event, store)}
      >
        <div className="checkout__form">
          {ordering === 'later' ? (
            <ClosedStoreNotice title={closedTitle} text={t('closedLaterText')} />
          ) : null}
          <DeliveryMethodSection
            delivery={delivery}
            currency={cart.currency}
            estimates={schedule.mode === 'asap'}
          />
          {/* Until the store's methods are known the rest of the form waits: drawn meanwhile, the address, contact
              and payment sections and the summary were pushed down the screen by the methods arriving above them
              (a layout shift of 0.4 on a slow phone). Whatever is typed is kept by the form's state either way. */}
          {methodsLoading ? null : (
            <>
              {delivery.chosen === 'delivery' || delivery.refusedHere !== undefined ? (
                <AddressSection
                  store={store}
                  details={form.details}
                  error={form.invalid.address}
                  pointError={form.invalid.point}
                  change={form.change}
                  pin={pin}
                  onPin={form.pinAt}
                  delivery={delivery}
                  currency={cart.currency}
                  account={form.account}
                  SavedAddresses={SavedAddresses}
                />
              ) : null}
              {schedule.offered ? <ScheduleSection schedule={schedule} error={form.invalid.slot} /> : null}
              <ContactSection details={form.details} invalid={form.invalid} change={form.change} />
              <PaymentSection
                payments={offeredPayments(config.status === 'ready' ? config.config : undefined, store)}
                payment={form.payment}
                onChange={form.setPayment}
                payerPhone={form.payerPhone}
                onPayerPhone={form.setPayerPhone}
                phoneError={form.invalid.payerPhone}
              />
            </>
          )}
        </div>
        {methodsLoading ? null : (
          <div className="checkout__side">
            <aside className="checkout__summary">
              <OrderSummary
                cart={summaryCart}
                storeName={store.name}
                method={delivery.chosen}
                fee={delivery.fee}
                feeNeedsPoint={delivery.feeNeedsPoint}
                form={form}
              />
            </aside>
            <PlaceOrderBar cart={summaryCart} method={delivery.chosen} fee={delivery.fee} form={form} />
          </div>
        )}
      </form>
    </>
  );
}
