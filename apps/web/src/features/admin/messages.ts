import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The operator's console's own words; payment methods come from @suuq/shared/labels. */
export const useAdminMessages = defineMessages(en, () => import('./locales/so.json'));

export type AdminT = ReturnType<typeof useAdminMessages>;
