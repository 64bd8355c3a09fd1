import type { ReactNode } from 'react';
import './closed-store-notice.css';

/**
 * "Nasiib Restaurant is closed now. It opens again: Tomorrow, 10:00." — said before the shopper fills anything, the
 * same on the store page, in the cart and at checkout. The words are the caller's (see `orderingState` and
 * `opensAgainText` in lib/store-days.ts); `children` is the way on, if any (back to the store, order for later).
 */
export function ClosedStoreNotice({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="closed-store-notice" role="status">
      <svg className="closed-store-notice__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <div className="closed-store-notice__body">
        <p className="closed-store-notice__title">{title}</p>
        {text ? <p className="closed-store-notice__text">{text}</p> : null}
        {children ? <div className="closed-store-notice__actions">{children}</div> : null}
      </div>
    </div>
  );
}
