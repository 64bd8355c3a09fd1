// eslint-disable-next-line no-restricted-imports -- the one place the renderer's own is used.
import { createContext, createElement, useContext, useId as useRendererId, type ReactNode } from 'react';

/**
 * Ids for labels and descriptions, unique on the page. Preact numbers `useId` per root from the same start, and the
 * toasts and the one-store question have a root of their own (components/overlays/overlays.tsx): its ids would repeat
 * the page's, and a dialog would be named by a label of the page. Each root other than the app's names its ids with
 * a prefix of its own. ESLint holds every `useId` to this one.
 */
const Prefix = createContext('');

/** The ids of everything inside start with `prefix`. */
export function IdScope({ prefix, children }: { prefix: string; children: ReactNode }) {
  return createElement(Prefix.Provider, { value: prefix }, children);
}

export function useId(): string {
  return `${useContext(Prefix)}${useRendererId()}`;
}
