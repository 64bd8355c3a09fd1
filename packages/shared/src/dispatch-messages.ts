/** What the server says about deliveries by captains, in English and Somali (spread into server-messages.ts). */
export const DISPATCH_MESSAGES = {
  deliveryTaken: {
    en: 'Another captain took this delivery.',
    so: 'Darawal kale ayaa qaatay gaarsiintan.',
  },
  deliveryAlreadyYours: {
    en: 'You have already accepted this delivery.',
    so: 'Horay ayaad u aqbashay gaarsiintan.',
  },
  deliveryNotWaiting: {
    en: 'This delivery is no longer waiting for a captain.',
    so: 'Gaarsiintan mar dambe ma sugayso darawal.',
  },
  captainCarrying: {
    en: 'Finish the delivery you carry before you accept another.',
    so: 'Dhammee gaarsiinta aad sido ka hor intaadan mid kale aqbalin.',
  },
  deliveryNotPickedUp: {
    en: 'Pick up the order at the store first.',
    so: 'Marka hore dalabka ka soo qaad dukaanka.',
  },
  deliveryAlreadyPickedUp: {
    en: 'You have already picked up this order.',
    so: 'Horay ayaad u soo qaadatay dalabkan.',
  },
  deliveryEnded: {
    en: 'This delivery has ended.',
    so: 'Gaarsiintan way dhammaatay.',
  },
  deliveryReleaseAfterPickup: {
    en: 'You have the order with you: call the store instead of giving it back.',
    so: 'Dalabku wuu kula jiraa: wac dukaanka halkii aad celin lahayd.',
  },
  handoverCodeFormat: {
    en: 'Enter the 4-digit code the customer sees.',
    so: 'Geli koodhka 4-ta god ah ee macmiilku arko.',
  },
  handoverCodeWrong: {
    en: 'That code is not right. {n} tries left.',
    so: 'Koodhkaasi sax ma aha. {n} isku day ayaa kuu harsan.',
  },
  handoverLocked: {
    en: 'Too many wrong codes. Call the store or Suuq support.',
    so: 'Koodhad khaldan oo badan. Wac dukaanka ama taageerada Suuq.',
  },
  courierCaptainNotReady: {
    en: 'This captain is not on duty or is carrying another delivery.',
    so: 'Darawalkan shaqo kuma jiro ama gaarsiin kale ayuu sidaa.',
  },
  noDeliveryToAssign: {
    en: 'This order has no delivery waiting for a Suuq captain.',
    so: 'Dalabkan ma laha gaarsiin sugaysa darawal Suuq.',
  },
  courierCarriesOrder: {
    en: 'A Suuq captain is carrying this order: it is delivered when they enter the customer’s code.',
    so: 'Darawal Suuq ayaa sida dalabkan: waxaa la keenay marka uu geliyo koodhka macmiilka.',
  },
  deliveryFee: { en: 'Delivery fee #{id}', so: 'Lacagta gaarsiinta #{id}' },
  cashHandedIn: {
    en: 'Cash handed in at Suuq’s office',
    so: 'Lacag caddaan ah oo lagu dhiibay xafiiska Suuq',
  },
  deliveryCash: {
    en: 'Cash collected for delivery #{id} (owed to Suuq)',
    so: 'Lacag caddaan ah oo gaarsiinta #{id} laga qaaday (Suuq ayaa lagu leeyahay)',
  },
} as const satisfies Record<string, { en: string; so: string }>;
