import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useId } from '../../lib/use-id';
import { createPortal } from 'react-dom';
import { useT } from '../../lib/use-translation';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(element: HTMLElement): HTMLElement[] {
  return Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE));
}

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra class on the backdrop, for dialogs with their own size (`.product-modal .modal`). */
  className?: string;
  /**
   * Where focus goes on opening: the first text field (a form to fill in), or the dialog itself (something to read
   * first, where focusing a field halfway down would scroll past the top).
   */
  initialFocus?: 'field' | 'dialog';
}

/**
 * A dialog that keeps keyboard focus inside while open, closes on Escape or a backdrop tap, locks page scroll
 * and gives focus back to whatever opened it.
 */
export function Modal({ open, onClose, title, children, className, initialFocus = 'field' }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // Before the first paint: focus is inside from the dialog's first frame, and keys typed at once land in it.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page's scroll is locked before focus moves: focusing lays the page out there and then, and a change of the
    // page's overflow after it would have the browser lay the whole page out a second time before the dialog's
    // first frame (on a store's page, a good part of the time between the tap and the dialog on screen).
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const panel = panelRef.current;
    if (panel) {
      // The first field, not the close button, so a shopper can type at once.
      const first =
        initialFocus === 'field'
          ? focusablesIn(panel).find((element) => element.tagName === 'INPUT')
          : undefined;
      // The dialog is fixed on screen: nothing needs scrolling into view.
      (first ?? panel).focus({ preventScroll: true });
    }
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
    // Runs when the dialog opens or closes, not when a parent passes a new option.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusablesIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={className ? `modal-backdrop ${className}` : 'modal-backdrop'}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
