import { useRef, type PointerEvent } from 'react';
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
  const drag = useRef<{ at: number; list: Element | null } | null>(null);

  const start = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { at: index, list: event.currentTarget.closest('[data-reorder-list]') };
  };
  const move = (event: PointerEvent<HTMLSpanElement>) => {
    const current = drag.current;
    if (!current) return;
    const over = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>('[data-reorder-item]');
    if (!over || over.closest('[data-reorder-list]') !== current.list) return;
    const to = Number(over.dataset.reorderItem);
    if (Number.isInteger(to) && to !== current.at) {
      onMove(current.at, to);
      current.at = to;
    }
  };
  const end = () => {
    if (!drag.current) return;
    drag.current = null;
    onDone?.();
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
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
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
