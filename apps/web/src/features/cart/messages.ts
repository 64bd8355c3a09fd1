import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The cart's own words; the spec's messages (stock, minimum, one store) come from @suuq/shared/labels. */
export const useCartMessages = defineMessages(en, () => import('./locales/so.json'));
