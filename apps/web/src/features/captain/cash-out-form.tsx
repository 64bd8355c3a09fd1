import { useState, type FormEvent } from 'react';
import { useId } from '../../lib/use-id';
import { PAYOUT_METHODS, type PayoutMethod } from '@suuq/shared/captain-wallet';
import { formatMoney } from '@suuq/shared/money';
import { PAYMENT_METHOD_TABLE } from '@suuq/shared/payment-methods';
import { normalizeSomaliPhone, walletForPhone } from '@suuq/shared/phone';
import { TextField } from '../../components/form/text-field';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useCashOutMutation } from './captain-api';
import { useCaptainMessages } from './messages';

/** A name for one cash-out request, kept while it is retried, so the server records it once. */
function requestId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  }
}

/**
 * Asking for a cash-out: an amount up to the balance, to an EVC Plus, Zaad or eDahab number. The amount leaves the
 * balance at once and waits as pending until it is sent; the same request sent again (a dropped answer) is one.
 */
export function CashOutForm({ balance, currency }: { balance: number; currency: string }) {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const name = useId();
  const [cashOut, sending] = useCashOutMutation();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PayoutMethod>();
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [id, setId] = useState(requestId);
  const money = (value: number) => formatMoney(value, currency, lang);

  const onPhone = (value: string) => {
    setPhone(value);
    // The number says which wallet it is; the captain may still choose another.
    const wallet = walletForPhone(value);
    if (!method && wallet && (PAYOUT_METHODS as readonly string[]).includes(wallet)) {
      setMethod(wallet as PayoutMethod);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.isLoading) return;
    setDone('');
    setProblem('');
    const value = Number(amount.replace(',', '.'));
    const found: Record<string, string> = {};
    if (!Number.isFinite(value) || value < 1) found.amount = t('cashOutMinimum');
    else if (value > balance) found.amount = t('cashOutTooMuch', { balance: money(balance) });
    if (!normalizeSomaliPhone(phone)) found.phone = t('cashOutPhone');
    if (!method) found.method = t('cashOutMethod');
    setErrors(found);
    if (Object.keys(found).length > 0 || !method) return;
    try {
      const payout = await cashOut({
        amount: Math.round(value * 100) / 100,
        method,
        phone,
        request_id: id,
      }).unwrap();
      setDone(
        t('cashOutDone', {
          amount: money(payout.amount),
          wallet: PAYMENT_METHOD_TABLE[payout.method].words[lang],
          phone: payout.phone,
        }),
      );
      setAmount('');
      setId(requestId());
    } catch (error) {
      const refused = apiProblem(error);
      const byField = Object.fromEntries(
        Object.entries(refused.fields).map(([field, notes]) => [field, notes.join(' ')]),
      );
      setErrors(byField);
      if (Object.keys(byField).length === 0) setProblem(problemText(refused, lang, t('offline')));
    }
  };

  return (
    <form className="captain-cashout" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h3>{t('cashOutTitle')}</h3>
      <p className="captain-muted">{t('cashOutText', { balance: money(balance) })}</p>
      <TextField
        label={t('cashOutAmount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <fieldset className="captain-cashout__methods" aria-invalid={Boolean(errors.method) || undefined}>
        <legend className="field-label">{t('cashOutTo')}</legend>
        {PAYOUT_METHODS.map((option) => (
          <label key={option} className="captain-cashout__method">
            <input
              type="radio"
              name={name}
              value={option}
              checked={method === option}
              onChange={() => setMethod(option)}
            />
            {PAYMENT_METHOD_TABLE[option].words[lang]}
          </label>
        ))}
        {errors.method ? <p className="form-field__error">{errors.method}</p> : null}
      </fieldset>
      <TextField
        label={t('cashOutNumber')}
        hint={t('cashOutNumberHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        error={errors.phone}
        onChange={(event) => onPhone(event.target.value)}
      />
      <p className="form-problem" role="alert">
        {problem}
      </p>
      <p className="captain-notice" role="status">
        {done}
      </p>
      <button
        type="submit"
        className="button button--primary captain-cashout__send"
        aria-busy={sending.isLoading || undefined}
        disabled={balance < 1}
      >
        {sending.isLoading ? t('working') : t('cashOutSend')}
      </button>
    </form>
  );
}
