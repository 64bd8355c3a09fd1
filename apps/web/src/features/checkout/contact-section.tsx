import { ContactFields } from '../../components/form/contact-fields';
import { Field } from '../../components/form/field';
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
      <ContactFields values={details} errors={invalid} change={change} required phoneHint={t('phoneHint')} />
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
