import { useState, type FormEvent } from 'react';
import type { HandIn } from '@suuq/shared/ledger';
import { formatMoney } from '@suuq/shared/money';
import { FormSubmit } from '../../components/form/form-submit';
import { TextField } from '../../components/form/text-field';
import { useLanguage } from '../../lib/use-translation';
import { fieldNote, useRefusal, useWhen, type Refusal } from './admin-kit';
import { useRecordHandInMutation } from './admin-api';
import { useAdminMessages } from './messages';

/**
 * Cash a captain brought to Suuq's office: how much and the receipt's reference. A reference is recorded once: a
 * repeat shows the hand-in recorded first; more than the captain holds is refused with the server's words.
 */
export function HandInForm({ captainId }: { captainId: number }) {
  const t = useAdminMessages();
  const lang = useLanguage();
  const when = useWhen();
  const refusal = useRefusal();
  const [record, recording] = useRecordHandInMutation();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [refused, setRefused] = useState<Refusal | null>(null);
  const [outcome, setOutcome] = useState<{ handIn: HandIn; repeat: boolean } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    setOutcome(null);
    const typed = amount.trim() === '' ? Number.NaN : Number(amount.replace(',', '.'));
    const result = await record({ captainId, amount: typed, reference });
    if ('error' in result) {
      setRefused(refusal(result.error));
      return;
    }
    setOutcome(result.data);
    if (!result.data.repeat) {
      setAmount('');
      setReference('');
    }
  };

  const said = (handIn: HandIn) => ({
    amount: formatMoney(handIn.amount, handIn.currency, lang),
    reference: handIn.reference,
    at: when(handIn.created_at),
  });
  const fieldProblems = ['amount', 'reference'].some((field) => fieldNote(refused, field));

  return (
    <form
      className="admin-form"
      noValidate
      aria-label={t('handIns.formLabel')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="admin-form__grid">
        <TextField
          label={t('handIns.amount')}
          inputMode="decimal"
          value={amount}
          error={fieldNote(refused, 'amount')}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          label={t('handIns.reference')}
          hint={t('handIns.referenceHint')}
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
            ? t(outcome.repeat ? 'handIns.alreadyRecorded' : 'handIns.recorded', said(outcome.handIn))
            : ''
        }
        busy={recording.isLoading}
        label={t('handIns.submit')}
        busyLabel={t('saving')}
      />
    </form>
  );
}
