import { useId } from '../../lib/use-id';
import type { CancelReason } from '@suuq/shared/order-reasons';
import { useStaffMessages } from './messages';

/** Each reason's words on the board (the customer reads the same words, from the server). */
const REASON_WORDS = {
  out_of_stock: 'reasonOutOfStock',
  store_closing: 'reasonStoreClosing',
  customer_asked: 'reasonCustomerAsked',
  cannot_reach_customer: 'reasonCannotReach',
  other: 'reasonOther',
} as const satisfies Record<CancelReason, string>;

export interface ReasonChoice<R extends CancelReason> {
  reason: R | undefined;
  note: string;
}

/** Whether a choice may be sent: a reason, and for `other` a note. */
export function reasonReady(choice: ReasonChoice<CancelReason>): boolean {
  return choice.reason !== undefined && (choice.reason !== 'other' || choice.note.trim() !== '');
}

/**
 * Why staff cancel an order or change one of its lines: one of a short list of reasons, and for "Other" a few
 * words of their own. The customer reads it, so it says so.
 */
export function ReasonPicker<R extends CancelReason>({
  legend,
  reasons,
  value,
  onChange,
}: {
  legend: string;
  reasons: readonly R[];
  value: ReasonChoice<R>;
  onChange: (next: ReasonChoice<R>) => void;
}) {
  const t = useStaffMessages();
  const name = useId();
  const noteId = useId();
  return (
    <fieldset className="staff-reason">
      <legend className="staff-reason__legend">{legend}</legend>
      <p className="hint">{t('reasonHint')}</p>
      {reasons.map((reason) => (
        <label key={reason} className="staff-reason__option">
          <input
            type="radio"
            name={name}
            value={reason}
            checked={value.reason === reason}
            onChange={() => onChange({ ...value, reason })}
          />
          {t(REASON_WORDS[reason])}
        </label>
      ))}
      {value.reason === 'other' ? (
        <>
          <label htmlFor={noteId} className="staff-reason__note-label">
            {t('reasonNote')}
          </label>
          <input
            id={noteId}
            className="input"
            maxLength={300}
            value={value.note}
            onChange={(event) => onChange({ ...value, note: event.target.value })}
          />
        </>
      ) : null}
    </fieldset>
  );
}
