import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The joining pages' own messages (a shop's and a captain's application); they ship with those pages. */
export const useJoinT = defineMessages(en, () => import('./locales/so.json'));
