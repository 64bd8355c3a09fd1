import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/** The staff board's own words; order statuses and payment labels come from @suuq/shared/labels. */
export const useStaffMessages = defineMessages(en, () => import('./locales/so.json'));
