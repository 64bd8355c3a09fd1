import { Field } from '../../components/form/field';
import { TextField } from '../../components/form/text-field';
import type { CheckoutDetails } from './checkout-details';
import { CheckoutSection } from './checkout-section';
import { useCheckoutMessages } from './messages';
import type { DetailChange, InvalidFields } from './use-checkout-form';

/** Who the order is for: name, phone, an optional email, and a note for the store. */
export function ContactSection({
  details,
  invalid,
  change,
}: {
  details: CheckoutDetails;
  invalid: InvalidFields;
  change: DetailChange;
}) {
  const t = useCheckoutMessages();
  return (
    <CheckoutSection title={t('detailsTitle')}>
      <TextField
        label={t('name')}
        error={invalid.name}
        name="name"
        autoComplete="name"
        required
        value={details.name}
        onChange={change('name')}
      />
      <TextField
        label={t('phone')}
        hint={t('phoneHint')}
        error={invalid.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        value={details.phone}
        onChange={change('phone')}
      />
      <TextField
        label={t('email')}
        error={invalid.email}
        name="email"
        type="email"
        autoComplete="email"
        value={details.email}
        onChange={change('email')}
      />
      <Field label={t('notes')}>
        {({ id }) => (
          <textarea
            id={id}
            className="input"
            name="notes"
            rows={2}
            value={details.notes}
            onChange={change('notes')}
          />
        )}
      </Field>
    </CheckoutSection>
  );
}
