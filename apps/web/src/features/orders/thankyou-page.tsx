import { useState } from 'react';
import { useLocation } from 'react-router';
import type { OrderTrackingState } from '../../lib/paths';
import { TrackOrderForm } from './track-order-dialog';
import { PageIntro } from '../../components/ui/page-intro';
import { useOrderMessages } from './messages';
import { orderNumberOf } from './order-number';
import { OrderPushOptIn } from './order-push';
import { TrackedOrder } from './order-view';
import { rememberOrderKey, useGetOrderQuery } from './orders-api';

/**
 * Order confirmation and tracking (`/thankyou?order-number=…`, `/Thankyou-homepage`). Checkout arrives here with
 * the number as state too, and is thanked; a tracking link or a reload shows the same order, still live.
 */
export function ThankyouPage() {
  const t = useOrderMessages();
  const location = useLocation();
  const orderNumber = orderNumberOf(location);
  const arrival = location.state as Partial<OrderTrackingState> | null;
  // Checkout hands over the order's key before the order is asked for: this phone then sees it whole.
  useState(() => orderNumber && rememberOrderKey(orderNumber, arrival?.viewKey));
  // Only checkout thanks: a number looked up, or opened from the order history, is titled by the order's state.
  const fromCheckout = arrival?.placed === true;
  // The same request the order below makes: the title follows the order's state.
  const { data: order } = useGetOrderQuery(orderNumber ?? '', { skip: !orderNumber });
  const status = order?.status;
  // A pickup order is collected and a dine-in one served: never "delivered" to them.
  const method = order?.delivery_method;
  const ended =
    method === 'pickup'
      ? { title: t('collectedTitle'), text: t('collectedText') }
      : method === 'dine_in'
        ? { title: t('servedTitle'), text: t('servedText') }
        : { title: t('deliveredTitle'), text: t('deliveredText') };
  const title =
    status === 'delivered'
      ? ended.title
      : status === 'cancelled'
        ? t('cancelledTitle')
        : fromCheckout
          ? t('thankyouTitle')
          : t('trackTitle');
  const shown = order?.order_number ?? orderNumber?.toUpperCase();
  return (
    <>
      <PageIntro
        title={title}
        text={status === 'delivered' ? ended.text : status === 'cancelled' ? undefined : t('thankyouText')}
      >
        {shown ? (
          <>
            <p className="order-number">{t('orderNumber', { orderNumber: shown })}</p>
            {fromCheckout && status !== 'delivered' ? <p className="hint">{t('keepNumber')}</p> : null}
            <OrderPushOptIn orderNumber={shown} ended={status === 'delivered' || status === 'cancelled'} />
          </>
        ) : (
          <p className="order-number">{t('noOrderNumber')}</p>
        )}
      </PageIntro>
      {orderNumber ? <TrackedOrder key={orderNumber} orderNumber={orderNumber} /> : <TrackOrderForm />}
    </>
  );
}
