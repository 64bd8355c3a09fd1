/**
 * The spec's user-facing words that both the server and the web app speak, in English and Somali.
 * English is word for word from the spec; the server picks the language from `Accept-Language` or `?lang=`.
 */
import { CAPTAIN_MESSAGES } from './captain-messages';
import { CONTAINER_MESSAGES } from './container-messages';
import { CATALOG_MESSAGES } from './merchant-catalog-messages';
import { PAYMENT_MESSAGES } from './payment-messages';
import { RECEIPT_MESSAGES } from './receipt-messages';
import { PAYMENT_METHOD_TABLE, PAYMENT_METHODS, type PaymentMethod } from './payment-methods';
import type { ServerMessages } from './server-messages';

export const LANGUAGES = ['en', 'so'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'so';
}

export const MESSAGES = {
  // Mobile money: the wallet's answers and the retry's refusals (payments.ts).
  ...PAYMENT_MESSAGES,
  // Bank-transfer receipts (receipts.ts) and returnable containers (containers.ts).
  ...RECEIPT_MESSAGES,
  ...CONTAINER_MESSAGES,
  // The store owners' catalog editor (merchant-catalog.ts).
  ...CATALOG_MESSAGES,
  // The captain console's vehicle form and duty (captain-messages.ts).
  ...CAPTAIN_MESSAGES,
  minimumOrder: {
    en: 'Select minimum order amount to proceed!',
    so: 'Dalabkaagu waa inuu gaaraa qadarka ugu yar si aad u sii wadato!',
  },
  /** The minimum-order message followed by the currency and amount, as the cart shows it. */
  minimumOrderAmount: {
    en: 'Select minimum order amount to proceed! {amount}',
    so: 'Dalabkaagu waa inuu gaaraa qadarka ugu yar si aad u sii wadato! {amount}',
  },
  differentStore: {
    en: 'Items from different stores cannot be combined in the cart. Do you want to empty your cart?',
    so: 'Alaab ka timid dukaamo kala duwan laguma wada dari karo dambiisha. Ma rabtaa inaad dambiishaada faaruqiso?',
  },
  selectVariant: { en: 'Please select a variant.', so: 'Fadlan dooro nooca.' },
  quantityNotAvailable: {
    en: 'Quantity not available. Maximum stock: {n}',
    so: 'Tiradaas lama heli karo. Kaydka ugu badan: {n}',
  },
  outOfStock: { en: 'Item is out of stock.', so: 'Alaabtani kaydka way ka dhammaatay.' },
  notAvailable: { en: 'This product is not available', so: 'Alaabtani hadda lama heli karo' },
  deliveryUnavailable: {
    en: 'Pickup and Delivery is not available at the moment.',
    so: 'Soo qaadashada iyo keenista hadda lama heli karo.',
  },
  addedToCart: { en: 'Item added to cart!', so: 'Alaabta waa lagu daray dambiisha!' },
  quantityUpdated: { en: 'Quantity updated in cart.', so: 'Tirada dambiisha waa la cusboonaysiiyay.' },
  // The suggested names of a saved address, shown in the reader's language whichever it was saved in.
  /** How many of a product the cart holds: after "Quantity updated in cart." and on the product's page. */
  inCart: { en: '{n} in your cart', so: 'Dambiishaada waxaa ku jira {n}' },
  notFound: { en: 'Not found', so: 'Lama helin' },
  storeClosed: {
    en: 'This store is closed right now. Please order again when it opens.',
    so: 'Dukaankani hadda wuu xiran yahay. Fadlan dalbo marka uu furmo.',
  },
  chooseOption: {
    en: 'Please make a choice for “{group}”.',
    so: 'Fadlan mid ka dooro “{group}”.',
  },
  invalidChoice: {
    en: 'One of the chosen options does not belong to this item.',
    so: 'Mid ka mid ah doorashooyinka kuma jiro alaabtan.',
  },
  addonLimit: {
    en: 'You can choose up to {n} in “{group}”.',
    so: 'Waxaad ka dooran kartaa ilaa {n} “{group}”.',
  },
  paymentFailed: {
    en: 'The payment was not completed. Please try again.',
    so: 'Lacag-bixintu ma dhammaan. Fadlan mar kale isku day.',
  },
  zoneNameLength: {
    en: 'Give the zone a name of 1 to 60 characters.',
    so: 'Aagga sii magac ka kooban 1 ilaa 60 xaraf.',
  },
  zoneCenterRequired: {
    en: 'Place the centre of the circle on the map.',
    so: 'Khariidadda ku dhig bartamaha goobada.',
  },
  zoneRadiusRange: {
    en: 'The radius must be between 0.1 and 50 km.',
    so: 'Gacanka goobadu waa inuu u dhexeeyaa 0.1 iyo 50 km.',
  },
  zonePolygonPoints: {
    en: 'A drawn zone needs 3 to 200 points.',
    so: 'Aag la sawiray wuxuu u baahan yahay 3 ilaa 200 dhibcood.',
  },
  zonePolygonCrossing: {
    en: 'The edges of the zone must not cross each other.',
    so: 'Xuduudaha aaggu waa inaysan is dhaafin.',
  },
  zoneAmount: {
    en: 'Enter an amount of 0 or more, with at most 2 decimals.',
    so: 'Geli qadar 0 ama ka badan, oo leh ugu badnaan 2 jajab tobanle.',
  },

  validationFailed: {
    en: 'Some fields are not valid.',
    so: 'Qaar ka mid ah meelaha aad buuxisay sax ma aha.',
  },
  bodyTooLarge: { en: 'The request body is too large.', so: 'Qoraalka codsiga aad buu u weyn yahay.' },
  unsupportedMediaType: {
    en: 'This type of request body is not accepted.',
    so: 'Nooca qoraalka codsigan lama aqbalo.',
  },
  unavailable: {
    en: 'The service is busy right now. Please try again shortly.',
    so: 'Adeeggu hadda wuu mashquulsan yahay. Fadlan dhowaan mar kale isku day.',
  },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    so: 'Cilad ayaa dhinaceenna ka dhacday. Fadlan mar kale isku day.',
  },
  sessionExpired: {
    en: 'Your session has ended. Please sign in again.',
    so: 'Gelitaankaagii wuu dhacay. Fadlan mar kale soo gal.',
  },
  invalidCredentials: {
    en: 'The phone number, email or password is incorrect.',
    so: 'Lambarka telefoonka, iimaylka ama furaha sirta ahi waa khalad.',
  },
  invalidPhone: {
    en: 'Enter a valid phone number, for example 061 234 5678.',
    so: 'Geli lambar telefoon oo sax ah, tusaale ahaan 061 234 5678.',
  },
  passwordTooShort: {
    en: 'The password must be at least {n} characters long.',
    so: 'Furaha sirta ahi waa inuu ka koobnaadaa ugu yaraan {n} xaraf.',
  },
  imageTooLarge: {
    en: 'The picture is too large. The limit is {n} MB.',
    so: 'Sawirku aad buu u weyn yahay. Xadka ugu badan waa {n} MB.',
  },
  imageNotSupported: {
    en: 'The picture must be a JPEG, PNG or WebP image.',
    so: 'Sawirku waa inuu noqdaa JPEG, PNG ama WebP.',
  },
  addressLimit: { en: 'You can keep up to {n} addresses.', so: 'Waxaad kaydsan kartaa ilaa {n} cinwaan.' },
  // Captains and trips: vehicles, bookings and ratings.
  vehicleTypeUnknown: {
    en: 'Choose one of the vehicle types on offer.',
    so: 'Dooro mid ka mid ah noocyada gaadiidka la heli karo.',
  },
  vehicleTypeMismatch: {
    en: 'This vehicle is not the type of vehicle the customer asked for.',
    so: 'Gaarigani ma aha nooca gaari ee uu macmiilku codsaday.',
  },
  bookingClosed: {
    en: 'This trip has already ended or been cancelled.',
    so: 'Safarkan horay ayuu u dhammaaday ama waa la joojiyay.',
  },
  arriveFirst: {
    en: 'Mark that you have arrived at the pickup point first.',
    so: 'Marka hore calaamadi inaad timid meesha macmiilka laga qaadayo.',
  },
  pathLimit: {
    en: 'This trip has recorded as many points as it can hold.',
    so: 'Safarkan waxaa loo diiwaangeliyay intii dhibcood ee ugu badnayd.',
  },
  walletAdjustment: { en: 'Balance adjustment', so: 'Hagaajinta haraaga' },
  // Running a shop: opening hours and orders for later.
  storeClosedOpens: {
    en: 'The store is closed now. It opens {when}.',
    so: 'Dukaanku hadda wuu xiran yahay. Wuxuu furmayaa {when}.',
  },
  slotFull: {
    en: 'This time slot is full. Please choose another.',
    so: 'Waqtigan wuu buuxsamay. Fadlan dooro waqti kale.',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Every message key: those here, and those only the server says (server-messages.ts, a type-only import). */
export type MessageKey = keyof typeof MESSAGES | keyof ServerMessages;

type Words = { readonly en: string; readonly so: string };
/** Messages registered at start by the server (`registerMessages(SERVER_MESSAGES)`); none in the web app. */
const registered: Record<string, Words> = {};

/** Adds the messages only the server says, so `message` and `isMessageKey` know them there. */
export function registerMessages(extra: Record<string, Words>): void {
  Object.assign(registered, extra);
}

const wordsOf = (key: string): Words | undefined =>
  Object.hasOwn(MESSAGES, key) ? MESSAGES[key as keyof typeof MESSAGES] : registered[key];

/** Whether a text is the key of a message (schemas name their rules' messages by key). */
export function isMessageKey(text: string): text is MessageKey {
  return wordsOf(text) !== undefined;
}

/** A message in the given language, with `{name}` placeholders filled in (the key itself when it is unknown). */
export function message(
  key: MessageKey,
  lang: Language = 'en',
  params: Record<string, string | number> = {},
) {
  const words = wordsOf(key);
  if (!words) return key;
  return words[lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

// The statuses and their moves live in order-status.ts; they are re-exported here for existing importers.
import type { OrderStatus } from './order-status';
export { ALL_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus } from './order-status';

export const ORDER_STATUS_LABELS: Record<OrderStatus, Record<Language, string>> = {
  sent: { en: 'Order Sent', so: 'Dalabka waa la diray' },
  accepted: { en: 'Accepted', so: 'Waa la aqbalay' },
  processing: { en: 'Processing', so: 'Waa la diyaarinayaa' },
  ready: { en: 'Ready', so: 'Waa diyaar' },
  on_the_way: { en: 'On The Way', so: 'Waa soo socdaa' },
  delivered: { en: 'Delivered', so: 'Waa la keenay' },
  cancelled: { en: 'Cancelled', so: 'Waa la joojiyay' },
};

export const DELIVERY_METHODS = ['dine_in', 'pickup', 'delivery'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, Record<Language, string>> = {
  dine_in: { en: 'Dine in', so: 'Ku cun goobta' },
  pickup: { en: 'Pickup', so: 'Soo qaado' },
  delivery: { en: 'Delivery', so: 'Keenis' },
};

export { CONTAINER_MODES } from './container-modes';

export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';
export const PAYMENT_METHOD_LABELS = Object.fromEntries(
  PAYMENT_METHODS.map((method) => [method, PAYMENT_METHOD_TABLE[method].words]),
) as Record<PaymentMethod, Record<Language, string>>;
