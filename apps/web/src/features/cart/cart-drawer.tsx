import { useEffect, useRef } from 'react';
import { useId } from '../../lib/use-id';
import { useCartMessages } from './messages';
import { CartContents } from './cart-view';
import './cart.css';

/**
 * The cart sliding in from the side. A native modal `<dialog>`: the browser keeps focus inside, makes the page
 * behind inert and closes it on Escape; focus goes back to the cart button afterwards.
 */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const t = useCartMessages();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="cart-drawer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop lands on the dialog element itself, outside its panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="cart-drawer__panel">
        <div className="cart-drawer__header">
          <h2 id={titleId} className="cart-drawer__title">
            {t('title')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <CartContents onNavigate={onClose} />
      </div>
    </dialog>
  );
}
