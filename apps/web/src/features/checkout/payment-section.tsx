import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@suuq/shared/labels';
import { useLanguage } from '../../lib/use-translation';
import { CheckoutSection } from './checkout-section';
import { useCheckoutMessages } from './messages';

/** What payment methods the server accepts: PayPal only where it says so (it needs credentials to work). */
export function offeredPayments(config: unknown): PaymentMethod[] {
  const listed = (config as { payment_methods?: unknown } | undefined)?.payment_methods;
  if (Array.isArray(listed)) {
    return (['cash', 'bank_transfer', 'paypal'] as const).filter((method) => listed.includes(method));
  }
  return ['cash', 'bank_transfer'];
}

const NOTES = { cash: 'paymentCash', bank_transfer: 'paymentBank', paypal: 'paymentPaypal' } as const;

/** How the order is paid, among the methods the server offers. */
export function PaymentSection({
  payments,
  payment,
  onChange,
}: {
  payments: PaymentMethod[];
  payment: PaymentMethod;
  onChange: (payment: PaymentMethod) => void;
}) {
  const t = useCheckoutMessages();
  const lang = useLanguage();
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
              {key in NOTES && (
                <span className="checkout-choice__note"> {t(NOTES[key as keyof typeof NOTES])}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </CheckoutSection>
  );
}
