/**
 * Messages only the server says: refusals of requests, in English and Somali, translated by the server before they
 * are answered. Kept out of `labels.ts`, which the web app downloads with every page that shows a message: the
 * server registers these at start (`registerMessages`), and the web never carries them.
 */
export const SERVER_MESSAGES = {
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
  malformedForm: {
    en: 'The form could not be read. Please try again.',
    so: 'Foomka lama akhriyi karo. Fadlan mar kale isku day.',
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
  slotUnavailable: {
    en: 'This time slot is not available. Please choose another.',
    so: 'Waqtigan lama heli karo. Fadlan dooro waqti kale.',
  },
  scheduledNotAccepted: {
    en: 'This store does not take orders for later.',
    so: 'Dukaankani ma aqbalo dalabyo loogu talagalay waqti dambe.',
  },
} as const satisfies Record<string, { en: string; so: string }>;

export type ServerMessages = typeof SERVER_MESSAGES;
