import type { ReactNode } from 'react';
import './empty-state.css';

/** The pictures an empty state may show: drawn inline so they cost no request and follow the text colour. */
export type EmptyStatePicture = 'cart' | 'search' | 'heart' | 'box';

const drawings: Record<EmptyStatePicture, ReactNode> = {
  cart: (
    <>
      <path d="M6 10h6l5 24h24l5-16H15" />
      <circle cx="20" cy="41" r="3" />
      <circle cx="38" cy="41" r="3" />
    </>
  ),
  search: (
    <>
      <circle cx="21" cy="21" r="12" />
      <path d="m30 30 11 11" />
    </>
  ),
  heart: <path d="M26 42S8 31 8 19a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 12-18 23-18 23Z" />,
  box: (
    <>
      <path d="M8 17 26 8l18 9v20l-18 9-18-9Z" />
      <path d="m8 17 18 9 18-9M26 26v20" />
    </>
  ),
};

/**
 * What a list with nothing in it shows, the same everywhere (cart, checkout, search, wish list): a picture, a
 * short title, an optional line of help, and the way on (`children`: a link or a button, styled by the caller).
 */
export function EmptyState({
  picture = 'box',
  title,
  text,
  children,
  headingLevel = 2,
}: {
  picture?: EmptyStatePicture;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  /** The heading's level where the page already has an h1 (2) or the state sits deeper (3). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="empty-state">
      <svg className="empty-state__picture" viewBox="0 0 52 52" aria-hidden="true" focusable="false">
        {drawings[picture]}
      </svg>
      <Heading className="empty-state__title">{title}</Heading>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {children ? <div className="empty-state__actions">{children}</div> : null}
    </div>
  );
}
