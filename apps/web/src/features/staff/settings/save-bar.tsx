import { useStaffMessages } from '../messages';

/** A settings form's save button and what came of the last save (saved, or why not). */
export function SaveBar({
  saving,
  saved,
  problem,
  note,
}: {
  saving: boolean;
  saved: boolean;
  problem: string | undefined;
  /** A note about the whole list (e.g. ranges that overlap), when the server sent one. */
  note?: string | undefined;
}) {
  const t = useStaffMessages();
  return (
    <div className="staff-save">
      <button type="submit" className="button button--primary" disabled={saving}>
        {t('save')}
      </button>
      <div role="status" className="staff-save__result">
        {saving ? '' : saved ? t('savedNow') : ''}
      </div>
      <div role="alert" className="staff-problem">
        {problem ? <p>{problem}</p> : null}
        {note ? <p>{note}</p> : null}
      </div>
    </div>
  );
}
