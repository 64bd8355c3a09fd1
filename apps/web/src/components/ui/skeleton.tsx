import type { ReactNode } from 'react';
import { useT } from '../../lib/use-translation';
import './skeleton.css';

/** The shapes a page's content takes, so what arrives replaces its outline instead of a blank page. */
export type SkeletonShape = 'grid' | 'list' | 'detail' | 'store';

function Card() {
  return (
    <li className="skeleton-card">
      <span className="skeleton skeleton--image" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
    </li>
  );
}

function Row() {
  return (
    <li className="skeleton-row">
      <span className="skeleton skeleton--thumb" />
      <span className="skeleton-row__text">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </span>
    </li>
  );
}

const grid = (
  <ul className="skeleton-grid">
    {Array.from({ length: 4 }, (_, index) => (
      <Card key={index} />
    ))}
  </ul>
);

const shapes: Record<SkeletonShape, ReactNode> = {
  grid,
  list: (
    <ul className="skeleton-list">
      {Array.from({ length: 4 }, (_, index) => (
        <Row key={index} />
      ))}
    </ul>
  ),
  detail: (
    <div className="skeleton-detail">
      <span className="skeleton skeleton--image" />
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--line skeleton--short" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--bar" />
    </div>
  ),
  store: (
    <>
      <div className="skeleton-row">
        <span className="skeleton skeleton--thumb skeleton--hero" />
        <span className="skeleton-row__text">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </span>
      </div>
      <span className="skeleton skeleton--tabs" />
      {grid}
    </>
  ),
};

/**
 * What shows while a page's content loads: grey outlines shaped like it (product cards, rows, a product, a store),
 * with "Loading…" for screen readers. Like the loading line, it shows only after a moment, so fast answers do not
 * flash it.
 */
export function Skeleton({ shape }: { shape: SkeletonShape }) {
  const t = useT();
  return (
    <div className={`skeleton-frame skeleton-frame--${shape}`} role="status" aria-busy="true">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div aria-hidden="true">{shapes[shape]}</div>
    </div>
  );
}
