import { useState, type FormEvent } from 'react';
import { useId } from '../../lib/use-id';
import { useNavigate } from 'react-router';
import { paths, type OrderTrackingState } from '../../lib/paths';
import { useLayoutT } from '../../components/layout/messages';
import { Modal } from '../../components/ui/modal';

/** The order-number form; the dialog's, and the one an unknown order's page offers (without Cancel). */
export function TrackOrderForm({ onDone, onCancel }: { onDone?: () => void; onCancel?: () => void }) {
  const t = useLayoutT();
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const [orderNumber, setOrderNumber] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The spec leaves the number unvalidated: whatever was typed is looked up; only blank input is ignored.
    const value = orderNumber.trim();
    if (!value) return;
    onDone?.();
    const state: OrderTrackingState = { orderNumber: value };
    void navigate(paths.orderTracking(value), { state });
  };

  return (
    <form className="stack" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="field-label">
        {t('trackOrder.label')}
      </label>
      <input
        id={inputId}
        className="input"
        name="order-number"
        value={orderNumber}
        // Order numbers are capitals ("7KQ2-M9XD"): shown so as they are typed.
        onChange={(event) => setOrderNumber(event.target.value.toUpperCase())}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-describedby={hintId}
      />
      <p id={hintId} className="hint">
        {t('trackOrder.hint')}
      </p>
      <div className="actions">
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('trackOrder.cancel')}
          </button>
        ) : null}
        <button type="submit" className="button button--primary">
          {t('trackOrder.submit')}
        </button>
      </div>
    </form>
  );
}

/** Asks for an order number, then opens its tracking page. */
export function TrackOrderDialog({
  open,
  onClose,
  onNavigate,
}: {
  open: boolean;
  onClose: () => void;
  onNavigate?: () => void;
}) {
  const t = useLayoutT();
  return (
    <Modal open={open} onClose={onClose} title={t('trackOrder.title')}>
      <TrackOrderForm
        onCancel={onClose}
        onDone={() => {
          onClose();
          onNavigate?.();
        }}
      />
    </Modal>
  );
}
