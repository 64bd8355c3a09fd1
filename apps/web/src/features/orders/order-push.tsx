import { useState } from 'react';
import { useInBrowser } from '../../lib/store-hooks';
import { useLanguage } from '../../lib/use-translation';
import { pushSupported, subscribeToPush } from '../../lib/web-push';
import { useOrderMessages } from './messages';
import { orderKeyHeader } from './orders-api';

const storageKey = (orderNumber: string) => `suuq.push.order.${orderNumber.toUpperCase()}`;

function remembered(orderNumber: string): boolean {
  try {
    return localStorage.getItem(storageKey(orderNumber)) === 'on';
  } catch {
    return false;
  }
}

/**
 * "Tell me when it moves": the shopper who placed the order (this phone holds its key) may get a notification on
 * each change of it. Shown only where the browser can take pushes, and while the order still has a way to go.
 */
export function OrderPushOptIn({ orderNumber, ended }: { orderNumber: string; ended: boolean }) {
  const t = useOrderMessages();
  const lang = useLanguage();
  const [state, setState] = useState<'off' | 'asking' | 'on' | 'denied' | 'failed'>(() =>
    remembered(orderNumber) ? 'on' : 'off',
  );
  const headers = orderKeyHeader(orderNumber);
  // Only this phone knows it holds the order's key: not the tracking page the server rendered.
  const inBrowser = useInBrowser();
  if (!inBrowser || ended || !pushSupported() || !headers['X-Order-Key']) return null;
  if (state === 'on') return <p className="hint">{t('pushOn')}</p>;
  const ask = () => {
    setState('asking');
    subscribeToPush({ headers, language: lang, orderNumber }).then(
      (answer) => {
        setState(answer === 'granted' ? 'on' : 'denied');
        try {
          if (answer === 'granted') localStorage.setItem(storageKey(orderNumber), 'on');
        } catch {
          // Remembered for this visit only.
        }
      },
      () => setState('failed'),
    );
  };
  return (
    <div className="order-push">
      <button type="button" className="button" disabled={state === 'asking'} onClick={ask}>
        {t('pushAsk')}
      </button>
      {state === 'denied' ? <p role="status">{t('pushDenied')}</p> : null}
      {state === 'failed' ? <p role="status">{t('pushFailed')}</p> : null}
    </div>
  );
}
