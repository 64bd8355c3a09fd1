import { useState } from 'react';
import { storeHoursRequest, type StoreHoursRequest } from '@suuq/shared/hours';
import type { ApiProblem } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import { schemaCheck } from './local-check';
import { useSaveHoursMutation } from './settings-api';
import { useSaveProblem } from './use-save-problem';

/**
 * The rows of one of the two forms that save the store's hours (the week's ranges, the dated closures), and their
 * save: both send the whole hours document, checked first with the schema the server parses it with. Rows carry a
 * key of their own so that an input keeps its place while rows before it come and go.
 */
export function useHoursDraft<Row extends { key: number }>(initial: () => Row[]) {
  const lang = useLanguage();
  const [rows, setRows] = useState(initial);
  const [save, state] = useSaveHoursMutation();
  // Field notes are by position in the list sent; a changed list makes them point elsewhere, so they go.
  const [shown, setShown] = useState(true);
  const [checked, setChecked] = useState<ApiProblem | undefined>(undefined);
  const problem = useSaveProblem(shown ? (checked ?? state.error) : undefined);

  /** Changes some of one row's values; the list keeps its shape, so the notes stay. */
  const change = (key: number, part: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...part } : row)));
  /** Adds or removes rows: the notes, which point at positions, go until the next save. */
  const reshape = (next: (current: Row[]) => Row[]) => {
    setShown(false);
    setRows(next);
  };
  const send = (body: StoreHoursRequest) => {
    setShown(true);
    const refused = schemaCheck(storeHoursRequest, body, lang);
    setChecked(refused);
    if (!refused) void save(body);
  };
  return { rows, change, reshape, send, problem, state };
}
