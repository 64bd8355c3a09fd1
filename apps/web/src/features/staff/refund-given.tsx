import { useState } from 'react';
import { PAYMENT_METHOD_LABELS } from '@suuq/shared/labels';
import { formatMoney } from '@suuq/shared/money';
import type { Order } from '@suuq/shared/orders';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useStaffMessages } from './messages';
import { useMarkRefundedMutation } from './staff-api';

/**
 * Money the order owes its customer. When it goes back by itself (a WaafiPay reversal, a PayPal refund) the card
 * says so and offers nothing to press, so nobody pays it back twice. When it is staff's to give (eDahab, a bank
 * transfer): what is owed, and, once they returned it by hand, the two taps that say so (the second confirms the
 * amount, so a slip of the finger settles nothing).
 */
export function RefundGiven({ order }: { order: Order }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [markRefunded, state] = useMarkRefundedMutation();
  if (!order.refund_due) return null;
  const amount = formatMoney(order.refund_due, order.currency, lang);
  const wallet = PAYMENT_METHOD_LABELS[order.payment_method][lang];
  if (!order.refund_by_hand)
    return (
      <div className="staff-order__refund" role="group" aria-label={t('refundAutomatic')}>
        <p>
          <strong>{t('refundAutomatic')}</strong> {t('refundAutomaticText', { amount, wallet })}
        </p>
      </div>
    );
  const text =
    order.payment_method === 'bank_transfer'
      ? 'refundNeededTransferText'
      : order.payment_method === 'cash'
        ? 'refundNeededCashText'
        : 'refundNeededText';

  return (
    <div className="staff-order__refund" role="group" aria-label={t('refundNeeded')}>
      <p>
        <strong>{t('refundNeeded')}</strong> {t(text, { amount, wallet })}
      </p>
      {confirming ? (
        <div className="staff-order__refund-confirm">
          <button
            type="button"
            className="button button--primary"
            disabled={state.isLoading}
            onClick={() => void markRefunded(order.order_number)}
          >
            {t('refundConfirm', { amount, wallet })}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {t('refundNotYet')}
          </button>
        </div>
      ) : (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {t('refundGiven')}
        </button>
      )}
      {state.error ? (
        <p className="staff-problem" role="alert">
          {t('actionFailed', { message: problemText(apiProblem(state.error), lang, t('offline')) })}
        </p>
      ) : null}
    </div>
  );
}
