import type { SessionUser } from '../../../lib/session';
import { useStaffMessages } from '../messages';
import { useGetStaffMeQuery } from './owner-api';

/** The board's tabs only the store's owner sees: its team and its money. */
export type OwnerTab = 'team' | 'money';
export const isOwnerTab = (tab: string): tab is OwnerTab => tab === 'team' || tab === 'money';

/**
 * Whether the signed-in staff member owns the store: the session says so since it kept `is_owner`; a sign-in kept
 * before that asks the server once.
 */
function useIsOwner(user: SessionUser): boolean {
  const known = user.is_owner;
  const { data } = useGetStaffMeQuery(undefined, { skip: known !== undefined });
  return known ?? data?.is_owner ?? false;
}

/** The owner's two tab buttons, after the board's own; nothing for other staff. */
export function OwnerTabs({
  user,
  tab,
  show,
}: {
  user: SessionUser;
  tab: string;
  show: (tab: OwnerTab) => void;
}) {
  const t = useStaffMessages();
  if (!useIsOwner(user)) return null;
  return (
    <>
      <button type="button" className="button" aria-pressed={tab === 'team'} onClick={() => show('team')}>
        {t('teamTab')}
      </button>
      <button type="button" className="button" aria-pressed={tab === 'money'} onClick={() => show('money')}>
        {t('moneyTab')}
      </button>
    </>
  );
}
