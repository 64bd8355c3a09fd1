import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CAROUSEL_ARROWS_ABOVE, CAROUSEL_INTERVAL_MS } from '@suuq/shared/constants';
import './carousel.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/** Whether the shopper asked the system for less motion; follows changes while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => false);
}

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
}

interface CarouselProps {
  /** Shown in one row with the arrows (usually the section's heading). */
  heading?: ReactNode;
  /** One entry per item; each node becomes a list item. */
  items: { key: string | number; node: ReactNode }[];
  labels: CarouselLabels;
  /** Extra class for the list (item sizes, gaps). */
  className?: string;
  intervalMs?: number;
  /** Arrows, the pause button and auto-advance appear only with more items than this. */
  arrowsAbove?: number;
}

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={flip ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A horizontal strip that scrolls by touch, with arrows when there are more than five items (the spec's rule). With
 * arrows it also advances by one item every three seconds, and stops while a pointer rests on it, while focus is in
 * it, when the shopper pauses it, while it is off screen, and never starts for people who asked for reduced motion.
 * After the last item it starts again at the first.
 */
export function Carousel({
  heading,
  items,
  labels,
  className,
  intervalMs = CAROUSEL_INTERVAL_MS,
  arrowsAbove = CAROUSEL_ARROWS_ABOVE,
}: CarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [onScreen, setOnScreen] = useState(true);
  const hasArrows = items.length > arrowsAbove;
  const autoAdvance = hasArrows && !reducedMotion;

  const step = useCallback(
    (direction: 1 | -1, by: 'item' | 'page') => {
      const track = trackRef.current;
      if (!track) return;
      const first = track.firstElementChild;
      const amount = by === 'page' ? track.clientWidth : (first?.getBoundingClientRect().width ?? 0);
      const end = track.scrollWidth - track.clientWidth;
      let left = track.scrollLeft + direction * Math.max(amount, 1);
      // Wraps around: forward from the end goes to the first item, back from the start to the last.
      if (direction > 0 && track.scrollLeft >= end - 2) left = 0;
      else if (direction < 0 && track.scrollLeft <= 2) left = end;
      track.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [reducedMotion],
  );

  useEffect(() => {
    const track = trackRef.current;
    if (!autoAdvance || !track || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(track);
    return () => observer.disconnect();
  }, [autoAdvance]);

  const running = autoAdvance && !hovered && !focused && !paused && onScreen;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => step(1, 'item'), intervalMs);
    return () => clearInterval(timer);
  }, [running, step, intervalMs]);

  return (
    <div
      className="carousel"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // A finger on the strip means the shopper is looking: stop until the page is left alone again.
      onPointerDown={(event) => event.pointerType !== 'mouse' && setPaused(true)}
    >
      <div className="carousel__head">
        {heading}
        {hasArrows ? (
          <div className="carousel__controls">
            {autoAdvance ? (
              <button
                type="button"
                className="carousel__button"
                aria-label={paused ? labels.play : labels.pause}
                onClick={() => setPaused((value) => !value)}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d={paused ? 'M8 5l11 7-11 7z' : 'M7 5h3v14H7zM14 5h3v14h-3z'} fill="currentColor" />
                </svg>
              </button>
            ) : null}
            <button
              type="button"
              className="carousel__button"
              aria-label={labels.previous}
              onClick={() => step(-1, 'page')}
            >
              <Chevron flip />
            </button>
            <button
              type="button"
              className="carousel__button"
              aria-label={labels.next}
              onClick={() => step(1, 'page')}
            >
              <Chevron />
            </button>
          </div>
        ) : null}
      </div>
      <ul
        ref={trackRef}
        className={className ? `carousel__track ${className}` : 'carousel__track'}
        // Focus on an item stops it (a keyboard user is reading); focus on the controls does not.
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        {items.map((item) => (
          <li key={item.key} className="carousel__item">
            {item.node}
          </li>
        ))}
      </ul>
    </div>
  );
}
