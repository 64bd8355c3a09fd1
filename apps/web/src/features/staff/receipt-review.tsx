import { useState, type FormEvent } from 'react';
import { message } from '@suuq/shared/labels';
import type { Order } from '@suuq/shared/orders';
import { Field } from '../../components/form/field';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useStaffMessages } from './messages';
import { useDecidePaymentMutation } from './staff-api';
import { useReceipt } from './use-receipt';

function ReceiptFileView({ receiptUrl, orderNumber }: { receiptUrl: string; orderNumber: string }) {
  const t = useStaffMessages();
  const file = useReceipt(receiptUrl);
  if (file.state === 'loading') return <p className="staff-receipt__note">{t('receiptLoading')}</p>;
  if (file.state === 'failed') return <p className="staff-problem">{t('receiptFailed')}</p>;
  return file.kind === 'pdf' ? (
    <a className="button staff-receipt__pdf" href={file.url} target="_blank" rel="noreferrer">
      {t('receiptPdf', { orderNumber })}
    </a>
  ) : (
    <a href={file.url} target="_blank" rel="noreferrer" className="staff-receipt__link">
      <img className="staff-receipt__image" src={file.url} alt={t('receiptImage', { orderNumber })} />
    </a>
  );
}

/**
 * A bank-transfer receipt waiting for staff: the photo or PDF the shopper sent, then Confirm (paid) or Reject with
 * the reason the shopper will read (failed).
 */
export function ReceiptReview({ order }: { order: Order }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [decide, state] = useDecidePaymentMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  if (order.payment_status !== 'awaiting_confirmation' || !order.receipt_url) return null;

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    void decide({ orderNumber: order.order_number, decision: 'reject', reason: reason.trim() });
  };

  return (
    <section className="staff-receipt" aria-label={t('receiptTitle', { orderNumber: order.order_number })}>
      <h4 className="staff-receipt__title">{t('receiptTitle', { orderNumber: order.order_number })}</h4>
      <ReceiptFileView receiptUrl={order.receipt_url} orderNumber={order.order_number} />
      {state.error ? (
        <p className="staff-problem" role="alert">
          {t('actionFailed', { message: problemText(apiProblem(state.error), lang, t('offline')) })}
        </p>
      ) : null}
      {rejecting ? (
        <form className="staff-receipt__reject" onSubmit={reject} noValidate>
          <Field
            label={t('rejectReason')}
            hint={t('rejectReasonHint')}
            error={reasonMissing ? message('rejectionReasonRequired', lang) : undefined}
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                className="input"
                rows={2}
                maxLength={500}
                value={reason}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonMissing(false);
                }}
              />
            )}
          </Field>
          <div className="staff-order__actions">
            <button type="submit" className="button button--danger" disabled={state.isLoading}>
              {t('rejectReceipt')}
            </button>
            <button type="button" className="button" onClick={() => setRejecting(false)}>
              {t('back')}
            </button>
          </div>
        </form>
      ) : (
        <div className="staff-order__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={state.isLoading}
            onClick={() => void decide({ orderNumber: order.order_number, decision: 'confirm' })}
          >
            {t('confirmReceipt')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={state.isLoading}
            onClick={() => setRejecting(true)}
          >
            {t('rejectReceiptStart')}
          </button>
        </div>
      )}
    </section>
  );
}
