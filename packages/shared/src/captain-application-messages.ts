/**
 * Taking captains on: the refusals of a captain's application, of the operator's decisions and of going on duty
 * before approval, in English and Somali (server only: spread into `server-messages.ts`).
 */
export const CAPTAIN_APPLICATION_MESSAGES = {
  captainPhoneHasAccount: {
    en: 'This phone number already has a Suuq account. Apply with another number, or contact us.',
    so: 'Lambarkan horay ayuu akoon Suuq ugu leeyahay. Ku codso lambar kale, ama nala soo xiriir.',
  },
  captainNotApproved: {
    en: 'You can go on duty once Suuq has approved you as a captain.',
    so: 'Shaqada waad geli kartaa marka Suuq kuu ansixiyo inaad darawal noqoto.',
  },
  captainSuspended: {
    en: 'Your captain account is suspended, so you cannot go on duty. Please contact us.',
    so: 'Akoonkaaga darawalnimo waa la hakiyey, sidaas darteed shaqada ma geli kartid. Fadlan nala soo xiriir.',
  },
  captainAlreadyApproved: {
    en: 'This captain is already approved.',
    so: 'Darawalkan horay ayaa loo ansixiyey.',
  },
  captainAlreadySuspended: {
    en: 'This captain is already suspended.',
    so: 'Darawalkan horay ayaa loo hakiyey.',
  },
  captainNotFound: {
    en: 'No such captain.',
    so: 'Darawalkan lama helin.',
  },
} as const satisfies Record<string, { en: string; so: string }>;
