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
  quantityConflict: {
    en: 'The selected quantity is greater than available quantity',
    so: 'Tirada aad dooratay way ka badan tahay tirada la heli karo',
  },
  addedToCart: { en: 'Item added to cart!', so: 'Alaabta waa lagu daray dambiisha!' },
  quantityUpdated: { en: 'Quantity updated in cart.', so: 'Tirada dambiisha waa la cusboonaysiiyay.' },
  notFound: { en: 'Not found', so: 'Lama helin' },
  storeClosed: {
    en: 'This store is closed right now. Please order again when it opens.',
    so: 'Dukaankani hadda wuu xiran yahay. Fadlan dalbo marka uu furmo.',
  },
  productUnavailable: {
    en: 'One of the items is no longer available.',
    so: 'Mid ka mid ah alaabta hadda lama heli karo.',
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
  addressRequired: {
    en: 'Please give a delivery address.',
    so: 'Fadlan qor cinwaanka keenista.',
  },
  branchMismatch: {
    en: 'This branch does not belong to the store.',
    so: 'Laantani kama tirsana dukaankan.',
  },
  idempotencyMismatch: {
    en: 'This Idempotency-Key was already used for a different order.',
    so: 'Furahan Idempotency-Key waxaa hore loogu isticmaalay dalab kale.',
  },
  idempotencyInProgress: {
    en: 'This order is still being placed. Please wait a moment.',
    so: 'Dalabkan weli waa la gudbinayaa. Fadlan wax yar sug.',
  },
  paymentUnavailable: {
    en: 'This payment method is not available at the moment.',
    so: 'Habkan lacag-bixinta hadda lama heli karo.',
  },
  paymentFailed: {
    en: 'The payment was not completed. Please try again.',
    so: 'Lacag-bixintu ma dhammaan. Fadlan mar kale isku day.',
  },
  orderCancelled: {
    en: 'This order was cancelled, so it can no longer be paid.',
    so: 'Dalabkan waa la joojiyay, sidaas darteed lama bixin karo.',
  },
  statusNotForward: {
    en: 'An order can only move forward to its next status.',
    so: 'Dalabku wuxuu u gudbi karaa oo keliya xaaladda xigta.',
  },
  // Delivery zones: where a store delivers and what it costs there.
  deliveryOutsideZones: {
    en: 'Delivery is not available at this address.',
    so: 'Keenistu lagama heli karo cinwaankan.',
  },
  deliveryPointRequired: {
    en: 'Please mark your address on the map or use your location, so the delivery fee can be worked out.',
    so: 'Fadlan khariidadda ku calaamadi cinwaankaaga ama isticmaal goobtaada, si loo xisaabiyo lacagta keenista.',
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
  malformedJson: { en: 'The request body is not valid JSON.', so: 'Qoraalka codsiga JSON sax ah ma aha.' },
  bodyTooLarge: { en: 'The request body is too large.', so: 'Qoraalka codsiga aad buu u weyn yahay.' },
  unsupportedMediaType: {
    en: 'This type of request body is not accepted.',
    so: 'Nooca qoraalka codsigan lama aqbalo.',
  },
  rateLimited: {
    en: 'Too many requests. Please wait a moment and try again.',
    so: 'Codsiyo aad u badan. Fadlan wax yar sug oo mar kale isku day.',
  },
  unavailable: {
    en: 'The service is busy right now. Please try again shortly.',
    so: 'Adeeggu hadda wuu mashquulsan yahay. Fadlan dhowaan mar kale isku day.',
  },
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    so: 'Cilad ayaa dhinaceenna ka dhacday. Fadlan mar kale isku day.',
  },
  // Accounts: sign-in, registration, profile and address book.
  signInRequired: { en: 'Please sign in to continue.', so: 'Fadlan soo gal si aad u sii wadato.' },
  sessionExpired: {
    en: 'Your session has ended. Please sign in again.',
    so: 'Gelitaankaagii wuu dhacay. Fadlan mar kale soo gal.',
  },
  forbidden: { en: 'You are not allowed to do this.', so: 'Ma haysatid ogolaansho aad tan ku samayso.' },
  invalidCredentials: {
    en: 'The phone number, email or password is incorrect.',
    so: 'Lambarka telefoonka, iimaylka ama furaha sirta ahi waa khalad.',
  },
  invalidClient: {
    en: 'This app is not allowed to sign in.',
    so: 'Barnaamijkan looma oggola inuu ku soo galo.',
  },
  accountDisabled: {
    en: 'This account has been switched off. Please contact us.',
    so: 'Akoonkan waa la joojiyay. Fadlan nala soo xiriir.',
  },
  phoneTaken: {
    en: 'This phone number is already registered.',
    so: 'Lambarkan telefoonka horay ayaa loo diiwaangeliyay.',
  },
  emailTaken: { en: 'This email is already registered.', so: 'Iimaylkan horay ayaa loo diiwaangeliyay.' },
  invalidPhone: {
    en: 'Enter a valid phone number, for example 061 234 5678.',
    so: 'Geli lambar telefoon oo sax ah, tusaale ahaan 061 234 5678.',
  },
  passwordTooShort: {
    en: 'The password must be at least {n} characters long.',
    so: 'Furaha sirta ahi waa inuu ka koobnaadaa ugu yaraan {n} xaraf.',
  },
  passwordTooLong: {
    en: 'The password must be at most {n} characters long.',
    so: 'Furaha sirta ahi waa inuusan ka badnaan {n} xaraf.',
  },
  passwordTooCommon: {
    en: 'This password is too easy to guess. Please choose another.',
    so: 'Furahan sirta ah si fudud ayaa loo qiyaasi karaa. Fadlan dooro mid kale.',
  },
  passwordTooPersonal: {
    en: 'The password must not be your name, phone number or email.',
    so: 'Furaha sirta ahi waa inuusan noqon magacaaga, lambarkaaga telefoonka ama iimaylkaaga.',
  },
  wrongCurrentPassword: {
    en: 'The current password is incorrect.',
    so: 'Furaha sirta ah ee hadda waa khalad.',
  },
  currentPasswordRequired: {
    en: 'Enter your current password to change your phone number or email.',
    so: 'Geli furahaaga sirta ah ee hadda si aad u beddesho lambarka telefoonka ama iimaylka.',
  },
  passwordChanged: {
    en: 'Your password has been changed. Your other devices have been signed out.',
    so: 'Furahaaga sirta ah waa la beddelay. Qalabkaaga kale waa laga saaray akoonka.',
  },
  imageTooLarge: {
    en: 'The picture is too large. The limit is {n} MB.',
    so: 'Sawirku aad buu u weyn yahay. Xadka ugu badan waa {n} MB.',
  },
  imageNotSupported: {
    en: 'The picture must be a JPEG, PNG or WebP image.',
    so: 'Sawirku waa inuu noqdaa JPEG, PNG ama WebP.',
  },
  malformedForm: {
    en: 'The form could not be read. Please try again.',
    so: 'Foomka lama akhriyi karo. Fadlan mar kale isku day.',
  },
  addressDeleted: { en: 'The address has been deleted.', so: 'Cinwaanka waa la tirtiray.' },
  addressLimit: { en: 'You can keep up to {n} addresses.', so: 'Waxaad kaydsan kartaa ilaa {n} cinwaan.' },
  // Captains and trips: vehicles, bookings and ratings.
  vehicleTypeUnknown: {
    en: 'Choose one of the vehicle types on offer.',
    so: 'Dooro mid ka mid ah noocyada gaadiidka la heli karo.',
  },
  plateTaken: {
    en: 'This plate number is already registered.',
    so: 'Lambarkan taargada horay ayaa loo diiwaangeliyay.',
  },
  vehicleLimit: {
    en: 'You can register up to {n} vehicles.',
    so: 'Waxaad diiwaangelin kartaa ilaa {n} gaari.',
  },
  vehicleInUse: {
    en: 'This vehicle is on a trip right now. Finish the trip first.',
    so: 'Gaarigan hadda safar ayuu ku jiraa. Marka hore dhammee safarka.',
  },
  vehicleDeleted: { en: 'The vehicle has been removed.', so: 'Gaariga waa laga saaray liiskaaga.' },
  vehicleTypeMismatch: {
    en: 'This vehicle is not the type of vehicle the customer asked for.',
    so: 'Gaarigani ma aha nooca gaari ee uu macmiilku codsaday.',
  },
  tripTooShort: {
    en: 'The pickup and drop-off points are too close together.',
    so: 'Meesha lagaa qaadayo iyo meesha lagu dhigayo aad bay isugu dhow yihiin.',
  },
  tripTooLong: {
    en: 'This trip is too long. A trip can be at most {n} km.',
    so: 'Safarkani aad buu u dheer yahay. Safarku wuxuu noqon karaa ugu badnaan {n} km.',
  },
  bookingAlreadyOpen: {
    en: 'You already have a trip in progress.',
    so: 'Waxaad horay u leedahay safar socda.',
  },
  captainBusy: {
    en: 'Finish or cancel your current trip before you accept another.',
    so: 'Dhammee ama jooji safarkaaga hadda socda ka hor intaadan mid kale aqbalin.',
  },
  bookingTaken: {
    en: 'Another captain has already accepted this trip.',
    so: 'Darawal kale ayaa horay u aqbalay safarkan.',
  },
  alreadyAccepted: { en: 'You have already accepted this trip.', so: 'Horay ayaad u aqbashay safarkan.' },
  bookingClosed: {
    en: 'This trip has already ended or been cancelled.',
    so: 'Safarkan horay ayuu u dhammaaday ama waa la joojiyay.',
  },
  captainAlreadyArrived: {
    en: 'You have already marked that you arrived.',
    so: 'Horay ayaad u calaamadisay inaad timid.',
  },
  tripAlreadyStarted: { en: 'The trip has already started.', so: 'Safarku horay ayuu u bilaabmay.' },
  arriveFirst: {
    en: 'Mark that you have arrived at the pickup point first.',
    so: 'Marka hore calaamadi inaad timid meesha macmiilka laga qaadayo.',
  },
  tripNotStarted: {
    en: 'The trip has not started yet. Pick up the customer first.',
    so: 'Safarku weli ma bilaabmin. Marka hore qaado macmiilka.',
  },
  cancelAfterPickup: {
    en: 'A trip cannot be cancelled once the customer has been picked up.',
    so: 'Safarka lama joojin karo marka macmiilka la qaado kadib.',
  },
  rateAfterTrip: {
    en: 'You can rate a trip once it has ended.',
    so: 'Safarka waxaad qiimayn kartaa marka uu dhammaado kadib.',
  },
  alreadyRated: { en: 'You have already rated this trip.', so: 'Horay ayaad u qiimaysay safarkan.' },
  pathLimit: {
    en: 'This trip has recorded as many points as it can hold.',
    so: 'Safarkan waxaa loo diiwaangeliyay intii dhibcood ee ugu badnayd.',
  },
  tripFare: { en: 'Fare for trip #{id}', so: 'Lacagta safarka #{id}' },
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
  slotUnavailable: {
    en: 'This time slot is not available. Please choose another.',
    so: 'Waqtigan lama heli karo. Fadlan dooro waqti kale.',
  },
  scheduledNotAccepted: {
    en: 'This store does not take orders for later.',
    so: 'Dukaankani ma aqbalo dalabyo loogu talagalay waqti dambe.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** Whether a text is the key of a message (schemas name their rules' messages by key). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(MESSAGES, text);
}

/** A message in the given language, with `{name}` placeholders filled in. */
export function message(
  key: MessageKey,
  lang: Language = 'en',
  params: Record<string, string | number> = {},
) {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
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

/** How an ordered line of a product in a returnable container is handed over (`containers` says more). */
export const CONTAINER_MODES = ['exchange', 'new'] as const;

export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';
export const PAYMENT_METHOD_LABELS = Object.fromEntries(
  PAYMENT_METHODS.map((method) => [method, PAYMENT_METHOD_TABLE[method].words]),
) as Record<PaymentMethod, Record<Language, string>>;
