import { useState, type ChangeEvent, type FormEvent } from 'react';
import { message, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@suuq/shared/labels';
import type { Order } from '@suuq/shared/orders';
import { isMobileMoney, type MobileMoneyMethod } from '@suuq/shared/mobile-money';
import { normalizeSomaliPhone, walletForPhone } from '@suuq/shared/phone';
import { TextField } from '../../components/form/text-field';
import { apiProblem, problemText } from '../../lib/api-error';
import { useConfig } from '../../lib/use-config';
import { useLanguage } from '../../lib/use-translation';
import { useOrderMessages } from './messages';
import { usePayOrderMutation } from './orders-api';

/** The wallets this server takes now, for a retry with another one. */
function offeredWallets(methods: readonly PaymentMethod[] | undefined, current: MobileMoneyMethod) {
  const wallets = (methods ?? []).filter(isMobileMoney);
  return wallets.includes(current) ? wallets : [current, ...wallets];
}

/** Another try at a failed payment: the same number by default, or another one and its wallet. */
function RetryForm({ order, wallet }: { order: Order; wallet: MobileMoneyMethod }) {
  const t = useOrderMessages();
  const lang = useLanguage();
  const config = useConfig();
  const wallets = offeredWallets(
    config.status === 'ready' ? config.config.payment_methods : undefined,
    wallet,
  );
  const [method, setMethod] = useState<MobileMoneyMethod>(wallet);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const [pay, { isLoading }] = usePayOrderMutation();

  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    setPhone(event.target.value);
    const found = walletForPhone(event.target.value);
    if (found && wallets.includes(found)) setMethod(found);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const normal = phone.trim() ? normalizeSomaliPhone(phone) : undefined;
    if (normal === null) {
      setError(message('payerPhoneInvalid', lang));
      return;
    }
    setError(undefined);
    const body = {
      ...(normal ? { payer_phone: normal } : {}),
      ...(method !== order.payment_method ? { payment_method: method } : {}),
    };
    const answer = await pay({ orderNumber: order.order_number, body });
    if ('error' in answer) setError(problemText(apiProblem(answer.error), lang, t('offline')));
  };

  return (
    <form className="order-pay" noValidate onSubmit={(event) => void submit(event)}>
      {wallets.length > 1 ? (
        <fieldset className="order-pay__wallets">
          <legend>{t('retryWallet')}</legend>
          {wallets.map((key) => (
            <label key={key} className="order-pay__wallet">
              <input
                type="radio"
                name="retry-wallet"
                value={key}
                checked={method === key}
                onChange={() => setMethod(key)}
              />
              {PAYMENT_METHOD_LABELS[key][lang]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <TextField
        label={t('retryPhone', { wallet: PAYMENT_METHOD_LABELS[method][lang] })}
        hint={order.payer_phone ? t('retryPhoneSame', { phone: order.payer_phone }) : t('retryPhoneHint')}
        error={error}
        name="retry-phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={phone}
        onChange={typed}
      />
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? t('retrying') : t('retryPayment')}
      </button>
    </form>
  );
}

/**
 * A wallet payment as it goes: the PIN prompt while it waits, paid, or failed with the wallet's reason (in the
 * shopper's language, from the server) and another try from here. The order's live events move it along.
 */
export function MobilePayment({ order }: { order: Order }) {
  const t = useOrderMessages();
  const lang = useLanguage();
  const wallet = order.payment_method;
  if (!isMobileMoney(wallet) || order.status === 'cancelled') return null;
  if (order.payment_status === 'pending') {
    return (
      <div className="order-payment" data-state="pending" role="status">
        <p className="order-payment__title">{message('paymentCheckPhone', lang)}</p>
        <p>
          {order.payer_phone
            ? t('pinSentTo', { wallet: PAYMENT_METHOD_LABELS[wallet][lang], phone: order.payer_phone })
            : t('pinSent', { wallet: PAYMENT_METHOD_LABELS[wallet][lang] })}
        </p>
      </div>
    );
  }
  if (order.payment_status === 'paid') {
    return (
      <div className="order-payment" data-state="paid" role="status">
        <p className="order-payment__title">
          {t('walletPaid', { wallet: PAYMENT_METHOD_LABELS[wallet][lang] })}
        </p>
      </div>
    );
  }
  if (order.payment_status !== 'failed') return null;
  return (
    <div className="order-payment" data-state="failed">
      <div role="alert">
        <p className="order-payment__title">{t('paymentFailed')}</p>
        {order.payment_message ? <p>{order.payment_message}</p> : null}
      </div>
      <p>{t('retryText')}</p>
      <RetryForm order={order} wallet={wallet} />
    </div>
  );
}
