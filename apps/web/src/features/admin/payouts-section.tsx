import { useState, type FormEvent } from 'react';
import { formatMoney } from '@suuq/shared/money';
import { FormSubmit } from '../../components/form/form-submit';
import { TextField } from '../../components/form/text-field';
import { useLanguage } from '../../lib/use-translation';
import { Choice, fieldNote, useRefusal, useWhen, type Refusal } from './admin-kit';
import { useRecordPayoutMutation, type PayoutBody, type RecordedPayout } from './admin-api';
import { TargetPicker, useTargets, type MoneyTarget } from './money-target';
import { useAdminMessages } from './messages';

const METHODS = ['evc', 'zaad', 'edahab', 'bank', 'cash'] as const;
type Method = (typeof METHODS)[number];

/**
 * Money Suuq paid a store or a captain: how much, how, and the payment's reference. A reference is recorded once: a
 * repeat shows the payout recorded first, so a tap twice never pays twice.
 */
export function PayoutsSection() {
  const t = useAdminMessages();
  const lang = useLanguage();
  const when = useWhen();
  const refusal = useRefusal();
  const [record, recording] = useRecordPayoutMutation();
  const [target, setTarget] = useState<MoneyTarget>({ kind: 'store', id: 0 });
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<Method>('evc');
  const [reference, setReference] = useState('');
  const [refused, setRefused] = useState<Refusal | null>(null);
  const [targetNote, setTargetNote] = useState<string>();
  const [outcome, setOutcome] = useState<{ payout: RecordedPayout; repeat: boolean; to: string } | null>(
    null,
  );
  const { options } = useTargets(target.kind);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    setOutcome(null);
    if (!target.id) {
      setTargetNote(t(target.kind === 'store' ? 'money.chooseStore' : 'money.chooseCaptain'));
      return;
    }
    setTargetNote(undefined);
    const typed = amount.trim() === '' ? Number.NaN : Number(amount.replace(',', '.'));
    const body: PayoutBody = {
      ...(target.kind === 'store' ? { store_id: target.id } : { captain_id: target.id }),
      amount: typed,
      method,
      reference,
    };
    const result = await record(body);
    if ('error' in result) {
      setRefused(refusal(result.error));
      return;
    }
    const { payout, repeat } = result.data;
    const kind = payout.captain_id ? 'captain' : 'store';
    const targetId = payout.captain_id ?? payout.store_id;
    const to =
      (kind === target.kind ? options.find((option) => option.id === targetId)?.name : undefined) ??
      t(`money.kind.${kind}`) + ` #${targetId}`;
    setOutcome({ payout, repeat, to });
    if (!repeat) {
      setAmount('');
      setReference('');
    }
  };

  const said = (payout: RecordedPayout, to: string) => ({
    amount: formatMoney(payout.amount, payout.currency, lang),
    to,
    method: t(`payouts.methods.${payout.method}`),
    reference: payout.reference,
    at: when(payout.created_at),
  });

  const targetProblem = targetNote ?? fieldNote(refused, 'store_id') ?? fieldNote(refused, 'captain_id');
  const fieldProblems = ['store_id', 'captain_id', 'amount', 'method', 'reference'].some((field) =>
    fieldNote(refused, field),
  );

  return (
    <div className="admin-stack">
      <form
        className="admin-form"
        noValidate
        aria-label={t('payouts.formLabel')}
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className="admin-form__grid">
          <TargetPicker value={target} onChange={setTarget} error={targetProblem} />
          <TextField
            label={t('payouts.amount')}
            inputMode="decimal"
            value={amount}
            error={fieldNote(refused, 'amount')}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Choice
            label={t('payouts.method')}
            value={method}
            options={METHODS.map((value) => ({ value, label: t(`payouts.methods.${value}`) }))}
            error={fieldNote(refused, 'method')}
            onChange={setMethod}
          />
          <TextField
            label={t('payouts.reference')}
            hint={t('payouts.referenceHint')}
            value={reference}
            maxLength={100}
            autoComplete="off"
            error={fieldNote(refused, 'reference')}
            onChange={(event) => setReference(event.target.value)}
          />
        </div>
        <FormSubmit
          problem={refused && !fieldProblems ? refused.text : ''}
          success={
            outcome
              ? outcome.repeat
                ? t('payouts.alreadyRecorded', said(outcome.payout, outcome.to))
                : t('payouts.recorded', said(outcome.payout, outcome.to))
              : ''
          }
          busy={recording.isLoading}
          label={t('payouts.submit')}
          busyLabel={t('saving')}
        />
      </form>
    </div>
  );
}
