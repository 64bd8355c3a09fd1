import { useCallback, useState } from 'react';
import { message, type MessageKey } from '@suuq/shared/labels';
import { apiProblem, problemText, type ApiProblem } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import { useCatalogMessages } from './messages';

type Found = { rules: Record<string, MessageKey> } | { server: ApiProblem } | undefined;

/**
 * What is wrong with a form, from the shared rules before sending or from the server's refusal after: a line for
 * the whole form and a note for each field by its path in the body (`name.en`, `variants.0.selling_price`). Both
 * speak the chosen language; the rules' words are the server's own.
 */
export function useProblems() {
  const t = useCatalogMessages();
  const lang = useLanguage();
  const [found, setFound] = useState<Found>(undefined);

  /** Keeps the rules' findings; true when there are none (the form may be sent). */
  const check = useCallback((rules: Record<string, MessageKey>) => {
    const clean = Object.keys(rules).length === 0;
    setFound(clean ? undefined : { rules });
    return clean;
  }, []);
  const refused = useCallback((error: unknown) => setFound({ server: apiProblem(error) }), []);
  const clear = useCallback(() => setFound(undefined), []);
  /**
   * The fields under these top-level names were changed: their notes go (they spoke of the value before), and the
   * line for the whole form with them once no field note is left.
   */
  const forget = useCallback((names: readonly string[]) => {
    const stale = (path: string) => names.some((name) => path === name || path.startsWith(`${name}.`));
    setFound((current) => {
      if (!current) return current;
      if ('rules' in current) {
        const rules = Object.fromEntries(Object.entries(current.rules).filter(([path]) => !stale(path)));
        return Object.keys(rules).length > 0 ? { rules } : undefined;
      }
      const all = Object.entries(current.server.fields);
      if (!all.some(([path]) => stale(path))) return current;
      const fields = Object.fromEntries(all.filter(([path]) => !stale(path)));
      return Object.keys(fields).length > 0 ? { server: { ...current.server, fields } } : undefined;
    });
  }, []);

  let text: string | undefined;
  let note: (path: string) => string | undefined = () => undefined;
  if (found && 'rules' in found) {
    const { rules } = found;
    text = t('fixFields');
    note = (path) => (rules[path] ? message(rules[path], lang) : undefined);
  } else if (found) {
    const problem = found.server;
    text = t('failed', { message: problemText(problem, lang, t('offline')) });
    note = (path) => problem.fields[path]?.[0];
  }
  return { text, note, check, refused, clear, forget };
}

export type Problems = ReturnType<typeof useProblems>;
