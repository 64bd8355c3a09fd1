import { defineMessages } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * Messages of the shell parts that are downloaded after the first paint (the footer, the Track Order dialog): they
 * ship with those parts, not in the entry chunk (docs/decisions/003-home-route-budget.md).
 */
export const useLayoutT = defineMessages(en, () => import('./locales/so.json'));
