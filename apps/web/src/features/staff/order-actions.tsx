import { useState } from 'react';
import { mayCancelOrder, nextOrderStatus, type OrderStatus } from '@suuq/shared/order-status';
import type { Order } from '@suuq/shared/orders';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { unlockSound } from './beep';
import { useStaffMessages } from './messages';
import { useConfirmPaymentMutation, useSetOrderStatusMutation } from './staff-api';

/** The button that moves an order on, one whole phrase per status it moves to (never a verb glued to a state). */
const MOVE_LABEL: Partial<
  Record<OrderStatus, 'markAccepted' | 'markProcessing' | 'markReady' | 'markOnTheWay' | 'markDelivered'>
> = {
  accepted: 'markAccepted',
  processing: 'markProcessing',
  ready: 'markReady',
  on_the_way: 'markOnTheWay',
  delivered: 'markDelivered',
};

/**
 * What staff may do with an order: move it to its next status, confirm a cash payment, and cancel it (only after
 * asking) while it may still be cancelled. The moves are the shared rules of @suuq/shared/order-status, the same
 * the server enforces.
 */
export function OrderActions({ order }: { order: Order }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [setStatus, statusState] = useSetOrderStatusMutation();
  const [confirmPayment, paymentState] = useConfirmPaymentMutation();
  const [askingCancel, setAskingCancel] = useState(false);
  const next = nextOrderStatus(order.status);
  const moveLabel = next && MOVE_LABEL[next];
  const mayCancel = mayCancelOrder(order.status);
  // Only money staff take in hand: PayPal and the wallets confirm themselves, and the server refuses a hand confirm.
  const mayConfirmPayment =
    order.payment_status === 'pending' &&
    (order.payment_method === 'cash' || order.payment_method === 'bank_transfer') &&
    order.status !== 'cancelled';
  const error = statusState.error ?? paymentState.error;
  const busy = statusState.isLoading || paymentState.isLoading;

  return (
    <>
      {error ? (
        <p className="staff-problem" role="alert">
          {t('actionFailed', { message: problemText(apiProblem(error), lang, t('offline')) })}
        </p>
      ) : null}
      <div className="staff-order__actions">
        {next && moveLabel ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => {
              unlockSound();
              void setStatus({ orderNumber: order.order_number, status: next });
            }}
          >
            {t(moveLabel)}
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
        {mayCancel && !askingCancel ? (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => setAskingCancel(true)}
          >
            {t('cancelOrder')}
          </button>
        ) : null}
        {mayCancel && askingCancel ? (
          <>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => {
                setAskingCancel(false);
                void setStatus({ orderNumber: order.order_number, status: 'cancelled' });
              }}
            >
              {t('confirmCancel', { orderNumber: order.order_number })}
            </button>
            <button type="button" className="button" onClick={() => setAskingCancel(false)}>
              {t('keepOrder')}
            </button>
          </>
        ) : null}
      </div>
    </>
  );
}
