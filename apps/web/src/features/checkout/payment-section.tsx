import { useEffect, type ChangeEvent } from 'react';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@suuq/shared/labels';
import { isMobileMoney } from '@suuq/shared/mobile-money';
import { TextField } from '../../components/form/text-field';
import { useLanguage } from '../../lib/use-translation';
import { CheckoutSection } from './checkout-section';
import { useCheckoutMessages } from './messages';
import { walletFor } from './payment-phone';

// The wallets need no note each: the number's field below says what happens.
const NOTES: Partial<Record<PaymentMethod, 'paymentCash' | 'paymentBank' | 'paymentPaypal'>> = {
  cash: 'paymentCash',
  bank_transfer: 'paymentBank',
  paypal: 'paymentPaypal',
};

/** The payment choice and, for a wallet, the number its PIN prompt goes to. */
export interface PaymentChoice {
  payments: PaymentMethod[];
  payment: PaymentMethod;
  onChange: (payment: PaymentMethod) => void;
  payerPhone: string;
  onPayerPhone: (phone: string) => void;
  /** The number's problem, the form's or the store's. */
  phoneError?: string | undefined;
}

/**
 * How the order is paid, among the methods the server offers. A wallet asks for its number; typing one picks the
 * wallet its prefix belongs to (61 EVC Plus, 63 Zaad, …) when the store takes it.
 */
export function PaymentSection({
  payments,
  payment,
  onChange,
  payerPhone,
  onPayerPhone,
  phoneError,
}: PaymentChoice) {
  const t = useCheckoutMessages();
  const lang = useLanguage();
  // A method the store does not take (cash is chosen first) gives way to the first one it does.
  const first = payments[0];
  useEffect(() => {
    if (first && !payments.includes(payment)) onChange(first);
  }, [first, payments, payment, onChange]);
  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    const phone = event.target.value;
    onPayerPhone(phone);
    const wallet = walletFor(phone, payments);
    if (wallet && wallet !== payment) onChange(wallet);
  };
  return (
    <CheckoutSection title={t('paymentTitle')}>
      <div className="checkout-choices" role="radiogroup" aria-label={t('paymentTitle')}>
        {payments.map((key) => (
          <label key={key} className="checkout-choice">
            <input
              type="radio"
              name="payment-method"
              value={key}
              checked={payment === key}
              onChange={() => onChange(key)}
            />
            <span>
              {PAYMENT_METHOD_LABELS[key][lang]}
              {NOTES[key] ? <span className="checkout-choice__note"> {t(NOTES[key])}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {isMobileMoney(payment) ? (
        <TextField
          label={t('payerPhone', { wallet: PAYMENT_METHOD_LABELS[payment][lang] })}
          hint={t('payerPhoneHint')}
          error={phoneError}
          name="payer-phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          value={payerPhone}
          onChange={typed}
        />
      ) : null}
    </CheckoutSection>
  );
}
