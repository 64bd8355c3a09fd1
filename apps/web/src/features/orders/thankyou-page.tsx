import { useLocation } from 'react-router';
import { TrackOrderForm } from './track-order-dialog';
import { PageIntro } from '../../components/ui/page-intro';
import { useOrderMessages } from './messages';
import { orderNumberOf } from './order-number';
import { TrackedOrder } from './order-view';

/**
 * Order confirmation and tracking (`/thankyou?order-number=…`, `/Thankyou-homepage`). Checkout arrives here with
 * the number as state too, and is thanked; a tracking link or a reload shows the same order, still live.
 */
export function ThankyouPage() {
  const t = useOrderMessages();
  const location = useLocation();
  const orderNumber = orderNumberOf(location);
  const fromCheckout = typeof location.state === 'object' && location.state !== null;
  return (
    <>
      <PageIntro title={fromCheckout ? t('thankyouTitle') : t('trackTitle')} text={t('thankyouText')}>
        {orderNumber ? (
          <>
            <p className="order-number">{t('orderNumber', { orderNumber })}</p>
            {fromCheckout ? <p className="hint">{t('keepNumber')}</p> : null}
          </>
        ) : (
          <p className="order-number">{t('noOrderNumber')}</p>
        )}
      </PageIntro>
      {orderNumber ? <TrackedOrder key={orderNumber} orderNumber={orderNumber} /> : <TrackOrderForm />}
    </>
  );
}
