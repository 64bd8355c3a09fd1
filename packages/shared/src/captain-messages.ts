/**
 * The captain console's and the booking page's own messages, in English and Somali: the vehicle form's field rules
 * (the schemas in captain.ts carry these keys, the server answers them in the caller's language) and duty.
 */
export const CAPTAIN_MESSAGES = {
  fieldRequired: { en: 'Fill this in.', so: 'Buuxi meeshan.' },
  fieldTooLong: { en: 'This is too long.', so: 'Tani aad bay u dheer tahay.' },
  fieldInvalid: { en: 'This value is not valid.', so: 'Qiimahani sax ma aha.' },
  vehiclePlate: {
    en: 'Enter a plate number such as BN 12345.',
    so: 'Geli lambar taargo sida BN 12345.',
  },
  vehicleText: {
    en: 'Fill this in with at most {n} characters.',
    so: 'Buuxi meeshan, ugu badnaan {n} xaraf.',
  },
  vehicleYear: {
    en: 'Enter a year from 1950 to next year.',
    so: 'Geli sannad u dhexeeya 1950 iyo sannadka soo socda.',
  },
  vehicleTypeChoice: {
    en: 'Choose one of the vehicle types on offer.',
    so: 'Dooro mid ka mid ah noocyada gaadiidka la heli karo.',
  },
  placeLabel: {
    en: 'Name the place in at most 200 characters.',
    so: 'Magacaab meesha, ugu badnaan 200 xaraf.',
  },
  ratingRange: { en: 'Rate the captain from 1 to 5.', so: 'Darawalka ku qiimee 1 ilaa 5.' },
  captainOffDuty: {
    en: 'You are off duty. Go on duty to accept trips.',
    so: 'Shaqada kama jirtid. Shaqada gal si aad safarro u aqbasho.',
  },
} as const satisfies Record<string, { en: string; so: string }>;
