import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The form kit's own words (field labels every contact form shares): they ship with the forms that use them. */
export const useFormMessages = defineMessages(en, () => import('./locales/so.json'));
