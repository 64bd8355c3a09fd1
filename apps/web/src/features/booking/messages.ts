import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The booking page's own words; booking statuses come from @suuq/shared/captain. */
export const useBookingT = defineMessages(en, () => import('./locales/so.json'));
