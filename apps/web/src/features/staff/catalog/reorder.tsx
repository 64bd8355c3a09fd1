import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { useCatalogMessages } from './messages';

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The attributes an item of a reorderable list carries, so a dragged handle finds where it is. */
export const reorderItem = (index: number) => ({ 'data-reorder-item': index });

/**
 * A drag handle (pointer: mouse, finger or pen) with up and down buttons beside it for keyboards and small
 * screens. The list's container carries `data-reorder-list`, each item `reorderItem(index)`. `onMove` runs at
 * every step of a drag, `onDone` once it ends (or after a button's step), to save the new order.
 */
export function ReorderControls({
  index,
  count,
  name,
  onMove,
  onDone,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (from: number, to: number) => void;
  onDone?: (() => void) | undefined;
}) {
  const t = useCatalogMessages();
  // The drag outlives renders (each step moves this row): it reads the latest callbacks, and it listens on the
  // window, since a row moved in the page loses its pointer capture.
  const callbacks = useRef({ onMove, onDone });
  useEffect(() => {
    callbacks.current = { onMove, onDone };
  });
  const stop = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stop.current?.(), []);

  const start = (event: ReactPointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    stop.current?.();
    const list = event.currentTarget.closest('[data-reorder-list]');
    let at = index;
    const move = (moved: PointerEvent) => {
      const over = document
        .elementFromPoint(moved.clientX, moved.clientY)
        ?.closest<HTMLElement>('[data-reorder-item]');
      if (!over || over.closest('[data-reorder-list]') !== list) return;
      const to = Number(over.dataset.reorderItem);
      if (Number.isInteger(to) && to !== at) {
        callbacks.current.onMove(at, to);
        at = to;
      }
    };
    const end = () => {
      stop.current?.();
      callbacks.current.onDone?.();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    stop.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      stop.current = undefined;
    };
  };
  const step = (to: number) => {
    onMove(index, to);
    onDone?.();
  };

  return (
    <span className="catalog-reorder">
      <span
        className="catalog-reorder__handle"
        title={t('dragToMove', { name })}
        aria-hidden="true"
        onPointerDown={start}
      >
        ⠿
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('moveUp', { name })}
        disabled={index === 0}
        onClick={() => step(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => step(index + 1)}
      >
        ↓
      </button>
    </span>
  );
}
