import { useEffect, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TOAST_DURATION_MS } from '@suuq/shared/constants';
import { Modal } from '../ui/modal';
import { MessagesProvider } from '../../lib/i18n';
import { IdScope } from '../../lib/use-id';
import { useOverlayMessages } from './messages';
import './overlays.css';

// Toasts and the one-store question live in a small root of their own, created on the first add: they need
// neither the router nor the store, and the page keeps no code for them until a shopper adds something.

interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error';
}
interface Question {
  text: string;
  answer: (yes: boolean) => void;
}
interface Overlays {
  toasts: Toast[];
  question: Question | null;
}

let state: Overlays = { toasts: [], question: null };
const listeners = new Set<() => void>();
let nextToastId = 0;

function update(next: Partial<Overlays>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => state;

let host: { element: HTMLElement; root: Root; ready: Promise<void> } | undefined;

/**
 * Mounts the overlays once and waits until they are on the page: a live region must exist before its text changes,
 * or screen readers do not announce it.
 */
function mounted(): Promise<void> {
  if (host?.element.isConnected) return host.ready;
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  const ready = new Promise<void>((resolve) =>
    root.render(
      <MessagesProvider>
        <IdScope prefix="overlay-">
          <Overlays onMounted={resolve} />
        </IdScope>
      </MessagesProvider>,
    ),
  );
  host = { element, root, ready: ready.then(() => new Promise((next) => setTimeout(next, 0))) };
  return host.ready;
}

/** Shows a message for TOAST_DURATION_MS (3 s); success in a polite live region, refusals in an assertive one. */
export async function showToast(text: string, tone: Toast['tone'] = 'success'): Promise<void> {
  await mounted();
  const toast = { id: ++nextToastId, text, tone };
  update({ toasts: [...state.toasts, toast] });
  setTimeout(() => update({ toasts: state.toasts.filter((t) => t.id !== toast.id) }), TOAST_DURATION_MS);
}

/** Asks a yes/no question in a dialog; a dismissed dialog (Escape, backdrop, close) means no. */
export async function confirmDialog(text: string): Promise<boolean> {
  await mounted();
  state.question?.answer(false);
  return new Promise<boolean>((resolve) => {
    const question: Question = {
      text,
      answer: (yes) => {
        if (state.question === question) update({ question: null });
        resolve(yes);
      },
    };
    update({ question });
  });
}

/** Removes the overlays (tests start each case with a clean page). */
export function unmountOverlays(): void {
  host?.root.unmount();
  host?.element.remove();
  host = undefined;
  state = { toasts: [], question: null };
}

function Overlays({ onMounted }: { onMounted: () => void }) {
  const t = useOverlayMessages();
  const { toasts, question } = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(onMounted, [onMounted]);
  const region = (tone: Toast['tone']) => (
    <div
      className={`toasts toasts--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      aria-label={t('toasts')}
    >
      {toasts
        .filter((toast) => toast.tone === tone)
        .map((toast) => (
          <p key={toast.id} className={`toast toast--${tone}`}>
            {toast.text}
          </p>
        ))}
    </div>
  );
  return (
    <>
      {region('success')}
      {region('error')}
      {question ? (
        <Modal open title={t('confirmTitle')} onClose={() => question.answer(false)}>
          <p className="confirm__text">{question.text}</p>
          <div className="actions">
            <button type="button" className="button" onClick={() => question.answer(false)}>
              {t('confirmKeep')}
            </button>
            <button type="button" className="button button--primary" onClick={() => question.answer(true)}>
              {t('confirmEmpty')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
