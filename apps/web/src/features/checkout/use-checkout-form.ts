import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { LatLng } from '@suuq/shared/geo';
import { message, type DeliveryMethod, type Language, type PaymentMethod } from '@suuq/shared/labels';
import type { Store } from '@suuq/shared/catalog';
import { useAppStore } from '../../lib/store-hooks';
import { paths, type OrderTrackingState } from '../../lib/paths';
import { useLanguage } from '../../lib/use-translation';
import { saveDeliveryPoint } from '../../lib/delivery-options';
import { buildPlaceOrderRequest } from './build-place-order-request';
import { checkoutApi } from './checkout-api';
import { EMPTY_DETAILS, keepTyped, loadDetails, saveDetails, type CheckoutDetails } from './checkout-details';
import type { CheckoutCart, CheckoutSlots } from './checkout-slots';
import { useCheckoutMessages } from './messages';
import { dismissOrder, startOrderQueue } from './order-queue';
import { sendWith } from './order-queue-send';
import { payerPhoneProblem } from './payment-phone';
import { usePlaceOrder, type Shortfall } from './use-place-order';
import { useQueuedOrders } from './use-queued-orders';
import { usePhoneState } from './use-phone-state';
import type { Schedule } from './use-schedule';

type FieldName = 'name' | 'phone' | 'email' | 'address' | 'point' | 'slot' | 'payerPhone';
export type InvalidFields = Partial<Record<FieldName, string>>;
export type DetailChange = (
  field: keyof CheckoutDetails,
) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;

type Messages = ReturnType<typeof useCheckoutMessages>;

/** The server's field names (`customer.phone`, `address.line`) as the form's. */
function invalidFields(fields: string[], t: Messages): InvalidFields {
  const found: InvalidFields = {};
  if (fields.includes('customer.name')) found.name = t('invalidName');
  if (fields.includes('customer.phone')) found.phone = t('invalidPhone');
  if (fields.includes('customer.email')) found.email = t('invalidEmail');
  if (fields.includes('address.lat') || fields.includes('address.lng')) found.point = t('needPoint');
  else if (fields.some((field) => field.startsWith('address'))) found.address = t('invalidAddress');
  if (fields.includes('scheduled_for')) found.slot = t('chooseSlot');
  return found;
}

/** The wallet's number, checked here (the store's own note, when it refuses one, replaces this). */
function payerPhoneError(payment: PaymentMethod, phone: string, lang: Language): InvalidFields {
  const problem = payerPhoneProblem(payment, phone);
  return problem ? { payerPhone: message(problem, lang) } : {};
}

/** What the shopper must fix before anything is sent. */
function validate(
  details: CheckoutDetails,
  method: DeliveryMethod | undefined,
  pin: LatLng | undefined,
  schedule: Pick<Schedule, 'missing'>,
  t: Messages,
): InvalidFields {
  const found: InvalidFields = {};
  if (!details.name.trim()) found.name = t('invalidName');
  if (!/^\+?[0-9 ()-]{7,20}$/.test(details.phone.trim())) found.phone = t('invalidPhone');
  if (details.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.email.trim()))
    found.email = t('invalidEmail');
  if (method === 'delivery' && !details.addressLine.trim()) found.address = t('invalidAddress');
  // No pin, no guess: the fee and the zone depend on the point, so a delivery needs a real one.
  if (method === 'delivery' && !pin) found.point = t('needPoint');
  if (schedule.missing) found.slot = t('chooseSlot');
  return found;
}

/** What each field held, to tell whether the shopper has changed it since it was refused. */
type FieldValues = Record<FieldName, unknown>;

/**
 * The refusals still worth showing: a field the shopper changed since it was refused loses its message unless it
 * still fails the form's own check, so a message never stays under (or in the summary for) a field put right.
 */
function stillInvalid(
  invalid: InvalidFields,
  refusedWith: FieldValues,
  now: FieldValues,
  failing: InvalidFields,
) {
  return Object.fromEntries(
    Object.entries(invalid).filter(
      ([field]) => refusedWith[field as FieldName] === now[field as FieldName] || field in failing,
    ),
  ) as InvalidFields;
}

/** Where the door is, held by the page: the delivery fee is asked for it before the form is sent. */
export interface PinState {
  pin: LatLng | undefined;
  setPin: (pin: LatLng | undefined) => void;
}

/**
 * The checkout form's state and its way to the server: the details (remembered on this phone, filled from the
 * account), the pin, the payment method, the slot, and placing the order with what the store answers (field
 * errors, short lines, or its words). An order queued offline is answered here too, once the network returns.
 */
export function useCheckoutForm(
  cart: CheckoutCart,
  method: DeliveryMethod | undefined,
  useAccount: CheckoutSlots['useAccount'],
  { pin, setPin }: PinState,
  schedule: Schedule,
) {
  const t = useCheckoutMessages();
  const lang = useLanguage();
  const navigate = useNavigate();
  const appStore = useAppStore();
  const placeOrder = usePlaceOrder();
  const queue = useQueuedOrders();
  const waiting = queue.find((order) => order.state === 'pending');
  const settled = queue.find((order) => order.state !== 'pending');

  // The details of the last order on this phone (on a page the server drew, from the render after the take-over).
  const [details, setDetails, remembered] = usePhoneState(loadDetails, EMPTY_DETAILS, keepTyped);
  const [payment, setPayment] = useState<PaymentMethod>('cash');
  const [payerPhone, setPayerPhone] = useState('');
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [shortfalls, setShortfalls] = useState<Shortfall[]>([]);
  const [invalid, setInvalid] = useState<InvalidFields>({});
  // Raised each time the form is refused for its fields: the page then takes the shopper to the first one.
  const [focusRequest, setFocusRequest] = useState(0);
  const values: FieldValues = {
    name: details.name,
    phone: details.phone,
    email: details.email,
    address: details.addressLine,
    point: pin,
    slot: schedule.scheduledFor,
    payerPhone,
  };
  // What the fields held when they were last refused (the form's own check, or the store's answer).
  const [refusedWith, setRefusedWith] = useState(values);
  const refuseFields = (found: InvalidFields, snapshot: FieldValues = values) => {
    setRefusedWith(snapshot);
    setInvalid(found);
    if (Object.keys(found).length > 0) setFocusRequest((count) => count + 1);
  };
  // Signed in: name, phone and the last used address come from the account.
  const account = useAccount(details, setDetails, setPin, remembered);

  const [geocode] = checkoutApi.useLazyReverseGeocodeQuery();
  const pinAt = (point: LatLng | undefined) => {
    setPin(point);
    // A saved address chosen without its pin keeps the one given now.
    if (point) account.pinned(point);
    // Name the pinned place when the shopper has not written an address yet.
    if (point && !details.addressLine.trim()) {
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
  const { restore } = cart;
  useEffect(() => {
    if (!settled) return;
    dismissOrder(settled.key);
    if (settled.state === 'placed' && settled.orderNumber) {
      const state: OrderTrackingState = {
        orderNumber: settled.orderNumber,
        placed: true,
        viewKey: settled.viewKey,
      };
      void navigate(paths.orderTracking(settled.orderNumber), { state, replace: true });
      return;
    }
    restore(settled.cart);
    setProblem(settled.message);
    setShortfalls(settled.shortfalls ?? []);
    const found = invalidFields(settled.fields ?? [], t);
    setInvalid(found);
    if (Object.keys(found).length > 0) setFocusRequest((count) => count + 1);
  }, [restore, navigate, settled, t]);

  const change: DetailChange = (field) => (event) => {
    const value = event.target.value;
    setDetails((current) => ({
      ...current,
      [field]: value,
      // Directions that came with a saved address do not follow the shopper to an address they type.
      ...(field === 'addressLine' &&
      value !== current.addressLine &&
      account.addressIdFor(current.addressLine) !== undefined
        ? { addressNotes: '' }
        : {}),
    }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>, store: Store) => {
    event.preventDefault();
    if (placing || !method) return;
    const found = {
      ...validate(details, method, pin, schedule, t),
      ...payerPhoneError(payment, payerPhone, lang),
    };
    const sent = values;
    refuseFields(found, sent);
    setProblem(undefined);
    if (Object.keys(found).length > 0) return;
    const { items } = cart;
    const body = buildPlaceOrderRequest({
      cart: { items, store },
      details,
      delivery: { method, pin, addressId: account.addressIdFor(details.addressLine) },
      payment,
      payerPhone,
      scheduledFor: schedule.scheduledFor,
    });
    setPlacing(true);
    const outcome = await placeOrder(store.id, body, { items, store });
    setPlacing(false);
    if (outcome.kind === 'queued') {
      // The queue holds the order and its lines now; the cart comes back only if the store refuses it.
      cart.clear();
      return;
    }
    if (outcome.kind === 'placed') {
      saveDetails(details);
      if (method === 'delivery' && pin) saveDeliveryPoint(pin);
      const orderNumber = outcome.order.order_number;
      const state: OrderTrackingState = { orderNumber, placed: true, viewKey: outcome.order.view_key };
      void navigate(paths.orderTracking(orderNumber), { state, replace: true });
      cart.clear();
      return;
    }
    setProblem(outcome.message);
    setShortfalls(outcome.shortfalls);
    refuseFields(
      {
        ...invalidFields(outcome.fields, t),
        ...(outcome.fields.includes('payer_phone') ? { payerPhone: message('payerPhoneInvalid', lang) } : {}),
      },
      sent,
    );
    // A slot may have filled up meanwhile: show the times as they are now.
    if (schedule.scheduledFor) void schedule.query.refetch();
  };

  /** Shortens the cart to what the store has left, and forgets the refusal. */
  const takeAvailable = () => {
    cart.takeAvailable(shortfalls);
    setShortfalls([]);
    setProblem(undefined);
  };

  return {
    waiting,
    details,
    change,
    invalid: stillInvalid(invalid, refusedWith, values, {
      ...validate(details, method, pin, schedule, t),
      ...payerPhoneError(payment, payerPhone, lang),
    }),
    /** Counts the refusals for fields; each one takes the shopper to the first invalid field. */
    focusRequest,
    pin,
    pinAt,
    payment,
    setPayment,
    payerPhone,
    setPayerPhone,
    account,
    placing,
    problem,
    shortfalls,
    takeAvailable,
    submit,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
