import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The wish list's own words: they come with the hearts of the catalog pages, not with the first download. */
export const useWishlistT = defineMessages(en, () => import('./locales/so.json'));
