import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The sign-in form's own words, the same for every role; they ship with the pages that sign in. */
export const useSignInMessages = defineMessages(en, () => import('./locales/so.json'));
