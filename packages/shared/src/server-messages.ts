/**
 * Messages only the server says: refusals of requests, in English and Somali, translated by the server before they
 * are answered. Kept out of `labels.ts`, which the web app downloads with every page that shows a message: the
 * server registers these at start (`registerMessages`), and the web never carries them.
 */
import { DISPATCH_MESSAGES } from './dispatch-messages';
import { CAPTAIN_APPLICATION_MESSAGES } from './captain-application-messages';
import { OPERATOR_MESSAGES } from './operator-messages';

export const SERVER_MESSAGES = {
  // Running the platform: shops joining, stores, owners' staff (operator-messages.ts).
  ...OPERATOR_MESSAGES,
  // Delivery by captains (dispatch-messages.ts).
  ...DISPATCH_MESSAGES,
  // Taking captains on (captain-application-messages.ts).
  ...CAPTAIN_APPLICATION_MESSAGES,
  notOnPickupPath: {
    en: 'A pickup or dine-in order is never on the way: the customer comes to the store. Mark it ready, then collected.',
    so: 'Dalab la soo qaadanayo ama goobta lagu cunayo marna jidka kuma jiro: macmiilka ayaa dukaanka imanaya. Calaamadee diyaar, kadibna la qaatay.',
  },
  reasonNoteRequired: {
    en: 'Write the reason in a few words.',
    so: 'Sababta ku qor dhawr eray.',
  },
  lineNotFound: {
    en: 'This order has no such item.',
    so: 'Dalabkan ma laha shaygan.',
  },
  orderTooLateToChange: {
    en: 'This order can no longer be changed: it is on its way, delivered or cancelled.',
    so: 'Dalabkan lama beddeli karo hadda: wuu soo socdaa, waa la keenay ama waa la joojiyay.',
  },
  lastLineCannotGo: {
    en: 'This is the order’s only item. Cancel the order instead.',
    so: 'Kani waa shayga keliya ee dalabka. Halkii, jooji dalabka.',
  },
  paymentWaitingNoChange: {
    en: 'This order’s payment is waiting for the customer. Change it once the payment is through or has failed.',
    so: 'Lacag-bixinta dalabkan waxay sugaysaa macmiilka. Beddel marka lacagta la bixiyo ama ay fashilanto.',
  },
  paidCannotCostMore: {
    en: 'This order is already paid: a replacement may not cost more than the item it replaces.',
    so: 'Dalabkan horay ayaa loo bixiyay: beddelku kama qaalisanaan karo shayga uu beddelayo.',
  },
  prepMinutesRange: {
    en: 'Between 1 and 240 minutes, in whole minutes.',
    so: 'Inta u dhaxaysa 1 iyo 240 daqiiqo, daqiiqado dhan.',
  },
  noRefundDue: {
    en: 'No payment of this order is waiting to be given back by hand.',
    so: 'Dalabkan ma laha lacag sugaysa in gacanta lagu celiyo.',
  },
  paymentPending: {
    en: 'A payment for this order is waiting for confirmation on the phone.',
    so: 'Lacag-bixinta dalabkan waxay sugaysaa in taleefanka laga xaqiijiyo.',
  },
  paymentAlreadyPaid: { en: 'This order is already paid.', so: 'Dalabkan horay ayaa loo bixiyay.' },
  unpaidCannotLeave: {
    en: 'This order is not paid yet: it can be prepared, but it leaves the store only once its payment goes through. Cancel it, or wait for the payment.',
    so: 'Dalabkan lacagtiisa weli lama bixin: waa la diyaarin karaa, laakiin dukaanka kama bixi karo ilaa lacagta la bixiyo. Jooji dalabka, ama sug lacag-bixinta.',
  },
  paymentNotRetryable: {
    en: 'This order’s payment cannot be retried.',
    so: 'Lacag-bixinta dalabkan dib looma isku dayi karo.',
  },
  paymentOutcomeUnknownWait: {
    en: 'The last payment request may still reach the phone: approve it there, or try again in a few minutes.',
    so: 'Codsigii lacag-bixinta ee ugu dambeeyay wali wuu gaadhi karaa taleefanka: halkaas ka ansixi, ama isku day mar kale dhawr daqiiqo kadib.',
  },
  paymentTooManyPrompts: {
    en: 'Too many payment requests for this order or this phone. Try again later, or choose another way to pay.',
    so: 'Codsiyo lacag-bixin oo aad u badan ayaa loo diray dalabkan ama taleefankan. Isku day mar dambe, ama dooro hab kale oo lacag-bixin.',
  },
  receiptRequired: {
    en: 'Choose the photo or PDF of your transfer receipt.',
    so: 'Dooro sawirka ama PDF-ka rasiidka wareejintaada.',
  },
  receiptNotBankTransfer: {
    en: 'Only an order paid by bank transfer takes a receipt.',
    so: 'Dalab lagu bixiyay wareejin bangi oo keliya ayaa rasiid qaata.',
  },
  receiptAlreadyPaid: { en: 'This order is already paid.', so: 'Dalabkan horay ayaa loo bixiyay.' },
  containersReturnedTooMany: {
    en: 'Only {n} containers were taken new with this order.',
    so: 'Dalabkan waxaa lagu qaatay oo keliya {n} weel oo cusub.',
  },
  pictureRequired: {
    en: 'Choose a photo (JPEG, PNG or WebP).',
    so: 'Dooro sawir (JPEG, PNG ama WebP).',
  },
  categoryHasProducts: {
    en: 'This category still has products.',
    so: 'Qaybtan weli waxay leedahay badeecooyin.',
  },
  categoryNotFound: {
    en: 'No such category in your store.',
    so: 'Qaybtan kuma jirto dukaankaaga.',
  },
  productNotFound: {
    en: 'No such product in your store.',
    so: 'Badeecadan kuma jirto dukaankaaga.',
  },
  variantNotFound: {
    en: 'No such variant of this product.',
    so: 'Noockan kuma jiro badeecadan.',
  },
  quantityConflict: {
    en: 'The selected quantity is greater than available quantity',
    so: 'Tirada aad dooratay way ka badan tahay tirada la heli karo',
  },
  productUnavailable: {
    en: 'One of the items is no longer available.',
    so: 'Mid ka mid ah alaabta hadda lama heli karo.',
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
  malformedJson: { en: 'The request body is not valid JSON.', so: 'Qoraalka codsiga JSON sax ah ma aha.' },
  rateLimited: {
    en: 'Too many requests. Please wait a moment and try again.',
    so: 'Codsiyo aad u badan. Fadlan wax yar sug oo mar kale isku day.',
  },
  // Accounts: sign-in, registration, profile and address book.
  signInRequired: { en: 'Please sign in to continue.', so: 'Fadlan soo gal si aad u sii wadato.' },
  forbidden: { en: 'You are not allowed to do this.', so: 'Ma haysatid ogolaansho aad tan ku samayso.' },
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
  resetCodeSent: {
    en: 'If an account has this phone number, a code is on its way to it by text message. It works for 15 minutes.',
    so: 'Haddii lambarkan telefoonka akoon leeyahay, koodh ayaa fariin ahaan loogu soo dirayaa. Wuxuu shaqaynayaa 15 daqiiqo.',
  },
  resetCodeWrong: {
    en: 'This code is wrong or has expired. Check the text message, or ask for a new code.',
    so: 'Koodhkani waa khalad ama wuu dhacay. Eeg fariinta, ama codso koodh cusub.',
  },
  resetCodeSpent: {
    en: 'Too many wrong codes. Ask for a new code.',
    so: 'Koodh khaldan ayaa dhowr jeer la geliyay. Codso koodh cusub.',
  },
  passwordReset: {
    en: 'Your password has been changed. You have been signed out everywhere else.',
    so: 'Furahaaga sirta ah waa la beddelay. Meel kasta oo kale waa lagaga saaray akoonka.',
  },
  malformedForm: {
    en: 'The form could not be read. Please try again.',
    so: 'Foomka lama akhriyi karo. Fadlan mar kale isku day.',
  },
  minimumOrderShort: {
    en: 'Select minimum order amount to proceed! {amount} Add {more} more to order.',
    so: 'Dalabkaagu waa inuu gaaraa qadarka ugu yar si aad u sii wadato! {amount} Ku dar {more} kale si aad u dalbato.',
  },
  addressPinMissing: {
    en: 'Put the address’s pin on the map: delivery zones and fees are decided by where it is.',
    so: 'Khariidadda ku calaamadee meesha cinwaanku yahay: aagga keenista iyo qiimaheeda waxaa go’aamiya meesha uu yahay.',
  },
  addressDeleted: { en: 'The address has been deleted.', so: 'Cinwaanka waa la tirtiray.' },
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
  captainAlreadyArrived: {
    en: 'You have already marked that you arrived.',
    so: 'Horay ayaad u calaamadisay inaad timid.',
  },
  tripAlreadyStarted: { en: 'The trip has already started.', so: 'Safarku horay ayuu u bilaabmay.' },
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
  tripFare: { en: 'Fare for trip #{id}', so: 'Lacagta safarka #{id}' },
  cashCollected: {
    en: 'Cash you collected for trip #{id}',
    so: 'Lacag caddaan ah oo aad ka qaadatay safarka #{id}',
  },
  payoutAsked: { en: 'Cash-out to {method} {phone}', so: 'Lacag-bixin loo diray {method} {phone}' },
  payoutReturned: {
    en: 'Cash-out #{id} could not be paid: back in your balance',
    so: 'Lacag-bixinta #{id} lama bixin karin: waxay ku soo noqotay haraagaaga',
  },
  payoutMinimum: { en: 'Cash out at least 1.00.', so: 'Ugu yaraan 1.00 la bax.' },
  payoutPhone: {
    en: 'Enter a Somali mobile number such as 61 1234567.',
    so: 'Geli lambar taleefan Soomaali ah sida 61 1234567.',
  },
  payoutOverBalance: {
    en: 'You can cash out at most {balance}.',
    so: 'Waxaad la bixi kartaa ugu badnaan {balance}.',
  },
  payoutOtherRequest: {
    en: 'This cash-out was already asked for with other details.',
    so: 'Lacag-bixintan horay ayaa loo codsaday iyadoo xog kale leh.',
  },
  slotUnavailable: {
    en: 'This time slot is not available. Please choose another.',
    so: 'Waqtigan lama heli karo. Fadlan dooro waqti kale.',
  },
  scheduledNotAccepted: {
    en: 'This store does not take orders for later.',
    so: 'Dukaankani ma aqbalo dalabyo loogu talagalay waqti dambe.',
  },
  // A store's ways of taking orders, as its staff set them (store-ordering.ts).
  orderingNoMethod: {
    en: 'Keep at least one way of receiving orders on: delivery, pickup or dine-in.',
    so: 'Ugu yaraan hal hab oo dalabka lagu helo daar: keenis, soo qaadasho ama ku cunid goobta.',
  },
  orderingNoPayment: {
    en: 'Choose at least one payment method.',
    so: 'Dooro ugu yaraan hal hab oo lacag-bixin ah.',
  },
  orderingPaymentNotOffered: {
    en: 'Suuq does not take this payment method: choose among those listed.',
    so: 'Suuq ma qaato habkan lacag-bixinta: ka dooro kuwa liiska ku jira.',
  },
  openNowUntil: {
    en: 'Choose a closing time other than now.',
    so: 'Dooro waqti xiritaan oo aan ahayn hadda.',
  },
  smsInboundToken: {
    en: 'The token for delivering text replies is missing or wrong.',
    so: 'Furaha lagu soo gudbiyo jawaabaha fariimaha waa maqan yahay ama waa khalad.',
  },
  pushOrderKeyRequired: {
    en: 'Open this order from the phone that placed it to be told when it moves.',
    so: 'Dalabkan ka fur taleefanka lagu dalbaday si laguu sheego marka uu dhaqaaqo.',
  },
  pushWhoRequired: {
    en: 'Sign in as staff or a captain, or name an order, to get notifications.',
    so: 'U gal shaqaale ama kabtan ahaan, ama sheeg dalab, si aad u hesho ogeysiisyo.',
  },
  pushEndpointNotSecure: {
    en: 'The push address must start with https://.',
    so: 'Cinwaanka ogeysiiska waa inuu ku bilaabmaa https://.',
  },
} as const satisfies Record<string, { en: string; so: string }>;

export type ServerMessages = typeof SERVER_MESSAGES;
