import { useRef, useState, type ChangeEvent } from 'react';
import { message } from '@suuq/shared/labels';
import { formatMoney } from '@suuq/shared/money';
import type { Order } from '@suuq/shared/orders';
import { RECEIPT_MAX_BYTES } from '@suuq/shared/constants';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useOrderMessages } from './messages';
import { useUploadReceiptMutation } from './orders-api';
import { SentReceipt, type SentFile } from './sent-receipt';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/** The store's account, the amount and the reference to give: what a bank transfer needs before its receipt. */
function BankAccount({ order, details }: { order: Order; details: NonNullable<Order['bank_details']> }) {
  const t = useOrderMessages();
  const lang = useLanguage();
  return (
    <div className="order-bank">
      <p className="order-payment__title">{t('bankTitle')}</p>
      <p>{t('bankText', { amount: formatMoney(order.total, order.currency, lang) })}</p>
      <dl className="order-bank__details">
        <dt>{t('bank')}</dt>
        <dd>{details.bank}</dd>
        <dt>{t('accountName')}</dt>
        <dd>{details.account_name}</dd>
        <dt>{t('accountNumber')}</dt>
        <dd>{details.account_number}</dd>
        <dt>{t('reference')}</dt>
        <dd>{details.reference}</dd>
      </dl>
    </div>
  );
}

/**
 * A bank transfer's proof: a photo taken now (the phone's camera) or a photo or PDF already saved. Sent, the order
 * waits for the store's confirmation; a rejection comes back live with the store's reason, and another may be sent.
 */
export function ReceiptUpload({ order }: { order: Order }) {
  const t = useOrderMessages();
  const lang = useLanguage();
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  // What this page sent last: a guest sees it here, since the server shows receipts only to signed-in owners.
  const [sent, setSent] = useState<SentFile>();
  const [upload, { isLoading }] = useUploadReceiptMutation();
  if (order.payment_method !== 'bank_transfer' || order.status === 'cancelled') return null;

  if (order.payment_status === 'awaiting_confirmation') {
    return (
      <div className="order-payment" data-state="awaiting">
        <div role="status">
          <p className="order-payment__title">{t('receiptAwaiting')}</p>
          <p>{message('receiptReceived', lang)}</p>
        </div>
        <SentReceipt order={order} sent={sent} />
      </div>
    );
  }
  if (order.payment_status !== 'pending' && order.payment_status !== 'failed') return null;

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || isLoading) return;
    if (!TYPES.includes(file.type)) return setError(message('receiptNotSupported', lang));
    if (file.size > RECEIPT_MAX_BYTES)
      return setError(message('receiptTooLarge', lang, { n: RECEIPT_MAX_BYTES / 1024 / 1024 }));
    setError(undefined);
    const answer = await upload({ orderNumber: order.order_number, file });
    if ('error' in answer) setError(problemText(apiProblem(answer.error), lang, t('offline')));
    else setSent((last) => ({ file, n: (last?.n ?? 0) + 1 }));
  };

  return (
    <div className="order-payment" data-state={order.payment_status === 'failed' ? 'failed' : 'pending'}>
      {order.payment_status === 'failed' ? (
        <div role="alert">
          <p className="order-payment__title">{t('receiptRejected')}</p>
          {order.payment_message ? <p>{order.payment_message}</p> : null}
        </div>
      ) : null}
      {order.payment_status === 'failed' ? <SentReceipt order={order} sent={sent} /> : null}
      {/* Where to send the money comes first, then the proof of it; a rejected receipt keeps the account shown. */}
      {order.bank_details ? <BankAccount order={order} details={order.bank_details} /> : null}
      <p className="order-payment__title">{t('receiptTitle')}</p>
      <p>{t('receiptText')}</p>
      <div className="order-payment__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={isLoading}
          onClick={() => camera.current?.click()}
        >
          {t('receiptCamera')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={isLoading}
          onClick={() => files.current?.click()}
        >
          {t('receiptFile')}
        </button>
      </div>
      <input
        ref={camera}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('receiptCamera')}
        tabIndex={-1}
        onChange={(event) => void chosen(event)}
      />
      <input
        ref={files}
        className="visually-hidden"
        type="file"
        name="receipt"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        aria-label={t('receiptFile')}
        tabIndex={-1}
        onChange={(event) => void chosen(event)}
      />
      {isLoading ? <p role="status">{t('receiptSending')}</p> : null}
      {error ? (
        <p className="order-payment__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
