import { defineMessages } from '../../../lib/i18n';
import en from './locales/en.json';

/** The catalog editor's own words; the rules' messages come from @suuq/shared/labels. */
export const useCatalogMessages = defineMessages(en, () => import('./locales/so.json'));
