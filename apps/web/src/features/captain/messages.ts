import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The captain console's own words; booking statuses come from @suuq/shared/captain. */
export const useCaptainMessages = defineMessages(en, () => import('./locales/so.json'));
