import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The information pages' own messages; they ship with those pages. */
export const usePagesT = defineMessages(en, () => import('./locales/so.json'));
