import { apiProblem, problemText } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import { useStaffMessages } from '../messages';

/**
 * What a failed save says: the server's message on top, and its note for each field by the field's path in the
 * body (`hours.2.opens`, `zones.0.fee`, `slot_minutes`), as the server's validation names them.
 */
export function useSaveProblem(error: unknown) {
  const t = useStaffMessages();
  const lang = useLanguage();
  if (!error) return { text: undefined, note: () => undefined };
  const problem = apiProblem(error);
  return {
    text: t('actionFailed', { message: problemText(problem, lang, t('offline')) }),
    /** The first note of the first path given that has one. */
    note: (...paths: string[]): string | undefined => {
      for (const path of paths) {
        const notes = problem.fields[path];
        if (notes?.[0]) return notes[0];
      }
      return undefined;
    },
  };
}
