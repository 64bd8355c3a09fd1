import { useState } from 'react';
import type { DeliveryMethod } from '@suuq/shared/labels';
import { CANCEL_REASONS, type CancelReason } from '@suuq/shared/order-reasons';
import { mayCancelOrder, nextOrderStatus, type OrderStatus } from '@suuq/shared/order-status';
import type { Order } from '@suuq/shared/orders';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { unlockSound } from './beep';
import { useStaffMessages } from './messages';
import { ReasonPicker, reasonReady, type ReasonChoice } from './reason-picker';
import { useConfirmPaymentMutation, useSetOrderStatusMutation } from './staff-api';

type MoveLabel =
  | 'markAccepted'
  | 'markProcessing'
  | 'markReady'
  | 'markReadyPickup'
  | 'markReadyServe'
  | 'markOnTheWay'
  | 'markDelivered'
  | 'markCollected'
  | 'markServed';

/**
 * The button that moves an order on, one whole phrase per status it moves to (never a verb glued to a state), in
 * the words of the order's way of being received: a pickup order is collected, a dine-in one served.
 */
function moveLabel(next: OrderStatus, method: DeliveryMethod): MoveLabel | undefined {
  switch (next) {
    case 'accepted':
      return 'markAccepted';
    case 'processing':
      return 'markProcessing';
    case 'ready':
      return method === 'pickup' ? 'markReadyPickup' : method === 'dine_in' ? 'markReadyServe' : 'markReady';
    case 'on_the_way':
      return 'markOnTheWay';
    case 'delivered':
      return method === 'pickup' ? 'markCollected' : method === 'dine_in' ? 'markServed' : 'markDelivered';
    default:
      return undefined;
  }
}

const CONFIRM_DONE = {
  delivery: 'confirmDelivered',
  pickup: 'confirmCollected',
  dine_in: 'confirmServed',
} as const satisfies Record<DeliveryMethod, string>;

/**
 * What staff may do with an order: move it to the next status of its own path, confirm a cash payment, and cancel
 * it while it may still be cancelled. What cannot be undone asks first: the last step (delivered, collected,
 * served) and cancelling, which also asks why (the customer reads it). The moves are the shared rules of
 * @suuq/shared/order-status, the same the server enforces.
 */
export function OrderActions({ order }: { order: Order }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [setStatus, statusState] = useSetOrderStatusMutation();
  const [confirmPayment, paymentState] = useConfirmPaymentMutation();
  const [asking, setAsking] = useState<'cancel' | 'done' | undefined>();
  const [why, setWhy] = useState<ReasonChoice<CancelReason>>({ reason: undefined, note: '' });
  const method = order.delivery_method;
  const next = nextOrderStatus(order.status, method);
  const label = next && moveLabel(next, method);
  const mayCancel = mayCancelOrder(order.status);
  // Only money staff take in hand: PayPal and the wallets confirm themselves, and the server refuses a hand confirm.
  const mayConfirmPayment =
    order.payment_status === 'pending' &&
    (order.payment_method === 'cash' || order.payment_method === 'bank_transfer') &&
    order.status !== 'cancelled';
  const error = statusState.error ?? paymentState.error;
  const busy = statusState.isLoading || paymentState.isLoading;
  const move = (status: OrderStatus) => {
    unlockSound();
    setAsking(undefined);
    void setStatus({ orderNumber: order.order_number, status });
  };

  return (
    <>
      {error ? (
        <p className="staff-problem" role="alert">
          {t('actionFailed', { message: problemText(apiProblem(error), lang, t('offline')) })}
        </p>
      ) : null}
      {asking === 'cancel' ? (
        <div className="staff-order__ask" role="group" aria-label={t('cancelOrder')}>
          <ReasonPicker legend={t('cancelWhy')} reasons={CANCEL_REASONS} value={why} onChange={setWhy} />
          <div className="staff-order__actions">
            <button
              type="button"
              className="button button--danger"
              disabled={busy || !reasonReady(why)}
              onClick={() => {
                setAsking(undefined);
                void setStatus({
                  orderNumber: order.order_number,
                  status: 'cancelled',
                  reason: why.reason,
                  note: why.reason === 'other' ? why.note.trim() : undefined,
                });
              }}
            >
              {t('confirmCancel', { orderNumber: order.order_number })}
            </button>
            <button type="button" className="button" onClick={() => setAsking(undefined)}>
              {t('keepOrder')}
            </button>
          </div>
        </div>
      ) : asking === 'done' && next === 'delivered' ? (
        <div className="staff-order__actions" role="group" aria-label={label ? t(label) : undefined}>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => move('delivered')}
          >
            {t(CONFIRM_DONE[method], { orderNumber: order.order_number })}
          </button>
          <button type="button" className="button" onClick={() => setAsking(undefined)}>
            {t('notYet')}
          </button>
        </div>
      ) : (
        <div className="staff-order__actions">
          {next && label ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => (next === 'delivered' ? setAsking('done') : move(next))}
            >
              {t(label)}
            </button>
          ) : null}
          {mayConfirmPayment ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void confirmPayment(order.order_number)}
            >
              {t('paymentReceived')}
            </button>
          ) : null}
          {mayCancel ? (
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => setAsking('cancel')}
            >
              {t('cancelOrder')}
            </button>
          ) : null}
        </div>
      )}
    </>
  );
}
