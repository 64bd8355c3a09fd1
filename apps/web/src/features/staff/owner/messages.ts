import { defineMessages } from '../../../lib/i18n';
import en from './locales/en.json';

/** The owner's tabs' own words (team and money); payment method names come from @suuq/shared/payment-methods. */
export const useOwnerMessages = defineMessages(en, () => import('./locales/so.json'));
