import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The toasts' and the one-store question's words: they ship with the overlays, downloaded on the first add. */
export const useOverlayMessages = defineMessages(en, () => import('./locales/so.json'));
