/**
 * The platform operator's and the owners' refusals, in English and Somali (server only: spread into
 * `server-messages.ts`).
 */
export const OPERATOR_MESSAGES = {
  somaliMobileRequired: {
    en: 'Enter a Somali mobile number, such as 061 234 5678.',
    so: 'Geli lambar mobayl oo Soomaali ah, sida 061 234 5678.',
  },
  locationRequired: {
    en: 'Put the shop on the map.',
    so: 'Dukaanka khariidadda ku calaamadee.',
  },
  industryChoice: {
    en: 'Choose what the shop sells.',
    so: 'Dooro waxa dukaanku iibiyo.',
  },
  commissionRange: {
    en: 'Enter a commission from 0 to 100 percent, with at most two decimals.',
    so: 'Geli khidmad u dhexeysa 0 ilaa 100 boqolkiiba, ugu badnaan laba jajab tobanle.',
  },
  signInCodeFormat: {
    en: 'Enter the 6-digit code from the SMS.',
    so: 'Geli koodhka 6-da god ah ee fariinta SMS-ka.',
  },
  signInCodeWrong: {
    en: 'This code is wrong or has expired. Ask for a new one.',
    so: 'Koodhkani waa khalad ama waa uu dhacay. Codso mid cusub.',
  },
  applicationDecided: {
    en: 'This application has already been decided.',
    so: 'Codsigan horay ayaa go’aan looga gaadhay.',
  },
  phoneHasOtherRole: {
    en: 'This phone number already belongs to another store’s staff, a captain or an operator.',
    so: 'Lambarkan waxaa horay u haysta shaqaale dukaan kale, darawal ama maamule.',
  },
  ownersOnly: {
    en: 'Only the store’s owner can manage its staff.',
    so: 'Milkiilaha dukaanka oo keliya ayaa maamuli kara shaqaalaha.',
  },
  staffNotFound: {
    en: 'No such member of your store’s staff.',
    so: 'Qofkan kama mid aha shaqaalaha dukaankaaga.',
  },
  storeHasOwner: {
    en: 'This store already has an owner.',
    so: 'Dukaankan horay ayuu milkiile u leeyahay.',
  },
  payoutAmount: {
    en: 'Enter an amount above 0, with at most two decimals.',
    so: 'Geli lacag ka badan 0, ugu badnaan laba jajab tobanle.',
  },
  payoutPayee: {
    en: 'Pay either a store or a captain: name exactly one of them.',
    so: 'Lacagta sii dukaan ama kabtan: mid keliya magacaw.',
  },
  handInTooMuch: {
    en: 'This is more than the captain holds: they owe {owed} in cash.',
    so: 'Tani waa ka badan tahay lacagta kabtanka hayo: waxa lagu leeyahay {owed} oo caddaan ah.',
  },
  statementPeriod: {
    en: 'Choose a period of at most a year, ending on or after its first day.',
    so: 'Dooro muddo aan ka badnayn hal sano, oo ku dhammaata maalinta ay bilaabato ama ka dib.',
  },
  ownerCannotBeRemoved: {
    en: 'The store’s owner cannot be removed.',
    so: 'Milkiilaha dukaanka lama saari karo.',
  },
  storeNotTakingOrders: {
    en: 'This store is not taking orders.',
    so: 'Dukaankani hadda dalab ma qaadanayo.',
  },
  industryNotFound: {
    en: 'Choose what the shop sells.',
    so: 'Dooro waxa dukaanku iibiyo.',
  },
} as const satisfies Record<string, { en: string; so: string }>;
