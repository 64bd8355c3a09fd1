import { useState } from 'react';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useGetDutyQuery, useSetDutyMutation } from './captain-api';
import { useCaptainMessages } from './messages';
import { unlockOfferSound } from './offer-alert';

export interface DutyState {
  /** What the server keeps, undefined until it has answered. */
  onDuty: boolean | undefined;
  /** The first read failed: the switch waits for a retry. */
  loadFailed: boolean;
  saving: boolean;
  /** Why the last switch did not go through, in the screen's language. */
  problem: string;
  set: (next: boolean) => void;
  retry: () => void;
}

/**
 * The captain's duty as the server keeps it (`setDutyRoute`, read back with `dutyRoute`), so a reload
 * or another phone shows the same. Off duty the server offers no trips and refuses an accept; the switch shows the
 * saved state only, and a failure says why and leaves the state as it was.
 */
export function useDuty(): DutyState {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const read = useGetDutyQuery();
  const [save, saving] = useSetDutyMutation();
  const [problem, setProblem] = useState('');

  const set = (next: boolean) => {
    if (saving.isLoading) return;
    // Going on duty is a tap: the new-trip chime may play from now on.
    if (next) unlockOfferSound();
    setProblem('');
    save(next)
      .unwrap()
      .catch((error: unknown) => {
        // The server's own reason when it refused; otherwise the network or the server is away for now.
        const found = apiProblem(error);
        setProblem(found.kind === 'refused' ? problemText(found, lang, t('dutyProblem')) : t('dutyProblem'));
      });
  };

  return {
    onDuty: read.data,
    loadFailed: read.isError && read.data === undefined,
    saving: saving.isLoading,
    problem,
    set,
    retry: () => void read.refetch(),
  };
}
