/** The catalog editor's messages, in English and Somali (the rules in merchant-catalog.ts name them). */
export const CATALOG_MESSAGES = {
  catalogNameLength: {
    en: 'Give it a name of 1 to 120 characters.',
    so: 'Sii magac ka kooban 1 ilaa 120 xaraf.',
  },
  catalogTextLength: {
    en: 'This text is too long.',
    so: 'Qoraalkan aad buu u dheer yahay.',
  },
  catalogPrice: {
    en: 'Enter a price of 0 or more with at most 2 decimals.',
    so: 'Geli qiime 0 ama ka badan oo leh ugu badnaan 2 jajab tobanle.',
  },
  catalogComparePrice: {
    en: 'The price before the discount must be above the selling price.',
    so: 'Qiimaha ka hor dhimista waa inuu ka sarreeyaa qiimaha iibka.',
  },
  catalogStock: {
    en: 'Enter a whole number of 0 or more.',
    so: 'Geli tiro dhan oo ah 0 ama ka badan.',
  },
  catalogAttributeValues: {
    en: 'A variant has more values than the product has attributes.',
    so: 'Nooc ayaa leh qiimayaal ka badan astaamaha badeecadda.',
  },
  catalogGroupEmpty: {
    en: 'A group needs at least one choice.',
    so: 'Koox waxay u baahan tahay ugu yaraan hal doorasho.',
  },
  catalogAddonLimit: {
    en: 'The limit must be between 1 and the number of choices.',
    so: 'Xadku waa inuu u dhexeeyaa 1 iyo tirada doorashooyinka.',
  },
  catalogPhone: {
    en: 'Enter a phone number of 6 to 30 digits.',
    so: 'Geli lambar telefoon oo ka kooban 6 ilaa 30 tiro.',
  },
} as const satisfies Record<string, { en: string; so: string }>;
