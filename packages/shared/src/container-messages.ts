/**
 * The returnable containers' messages, in English and Somali (containers.ts has the rules). Kept apart from the schemas, without zod, so that every page that shows a
 * message does not download the validation library with it.
 */
import type { Language } from './labels';

export const CONTAINER_MESSAGES = {
  containerModeRequired: {
    en: 'Choose whether you have an empty container to exchange or want a new one with a deposit.',
    so: 'Dooro haddii aad haysato weel madhan oo aad beddelanayso ama aad rabto mid cusub oo leh deebaaji.',
  },
  containerExchange: {
    en: 'I have an empty to exchange',
    so: 'Waxaan haystaa weel madhan oo aan beddelanayo',
  },
  containerNew: { en: 'New container (deposit)', so: 'Weel cusub (deebaaji)' },
} as const satisfies Record<string, Record<Language, string>>;
