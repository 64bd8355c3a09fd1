import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { message } from '@suuq/shared/labels';
import { Loading } from '../../components/ui/load-state';
import { PageIntro } from '../../components/ui/page-intro';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useOrderMessages } from './messages';
import { orderNumberOf } from './order-number';
import { TrackedOrder } from './order-view';
import { useCapturePaypalMutation, useRetryPaypalMutation } from './orders-api';
import './orders.css';

function ErrorText({ error }: { error: unknown }) {
  const lang = useLanguage();
  const failed = message('paymentFailed', lang);
  return (
    <p className="order-warning" role="alert">
      {problemText(apiProblem(error), lang, failed, 'paymentFailed')}
    </p>
  );
}

/**
 * PayPal's return page (`/paypal?order-number=…`): captures the approved payment, then shows the order as the
 * thank-you page does. With `&cancelled=1` the shopper backed out on PayPal: the order stays, unpaid, with a way to
 * try again.
 */
export function PaypalPage() {
  const t = useOrderMessages();
  const location = useLocation();
  const orderNumber = orderNumberOf(location);
  const cancelled = new URLSearchParams(location.search).get('cancelled') === '1';
  const [capture, captured] = useCapturePaypalMutation();
  const [retry, retried] = useRetryPaypalMutation();
  const started = useRef(false);

  useEffect(() => {
    if (!orderNumber || cancelled || started.current) return;
    // Once per visit (StrictMode runs effects twice); the server only marks an order paid once anyway.
    started.current = true;
    void capture(orderNumber);
  }, [capture, cancelled, orderNumber]);

  useEffect(() => {
    if (retried.data?.approve_url) window.location.assign(retried.data.approve_url);
  }, [retried.data]);

  if (!orderNumber) {
    return <PageIntro title={t('paypalTitle')} text={t('paypalMissing')} />;
  }
  const failed = cancelled || captured.isError;
  return (
    <>
      <PageIntro title={t('paypalTitle')}>
        <p className="order-number">{t('orderNumber', { orderNumber })}</p>
      </PageIntro>
      {captured.isLoading ? <Loading label={t('paypalCapturing')} /> : null}
      {cancelled ? (
        <p className="order-warning" role="alert">
          {t('paypalCancelled')}
        </p>
      ) : null}
      {captured.isError ? <ErrorText error={captured.error} /> : null}
      {retried.isError ? <ErrorText error={retried.error} /> : null}
      {failed ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            disabled={retried.isLoading}
            onClick={() => void retry(orderNumber)}
          >
            {t('paypalRetry')}
          </button>
        </p>
      ) : null}
      {captured.isLoading ? null : <TrackedOrder orderNumber={orderNumber} />}
    </>
  );
}
