import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The catalog pages' own messages (store, product, search, category...): they ship with those pages, not home. */
export const useCatalogT = defineMessages(en, () => import('./locales/so.json'));
