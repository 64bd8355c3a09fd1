import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** Checkout's own words; the spec's messages and labels come from @suuq/shared/labels. */
export const useCheckoutMessages = defineMessages(en, () => import('./locales/so.json'));
