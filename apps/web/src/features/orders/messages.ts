import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The order pages' own words; status, delivery and payment labels come from @suuq/shared/labels. */
export const useOrderMessages = defineMessages(en, () => import('./locales/so.json'));
