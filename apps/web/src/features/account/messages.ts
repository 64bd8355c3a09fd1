import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The account pages' own messages: they ship with those pages, not with the home page. */
export const useAccountT = defineMessages(en, () => import('./locales/so.json'));
