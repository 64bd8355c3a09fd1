import type { ChangeEvent } from 'react';
import { useFormMessages } from './messages';
import { TextField } from './text-field';

export type ContactField = 'name' | 'phone' | 'email';

interface ContactFieldsProps {
  values: Record<ContactField, string>;
  errors: Partial<Record<ContactField, string>>;
  change: (field: ContactField) => (event: ChangeEvent<HTMLInputElement>) => void;
  /** Marks name and phone required (checkout cannot go on without them). */
  required?: boolean;
  /** Why the phone is asked for, where it is not the account's sign-in (checkout: the store calls it). */
  phoneHint?: string;
}

/**
 * Name, phone (the account's sign-in) and an optional email: the same three fields to register, to edit the profile
 * and to say who an order is for.
 */
export function ContactFields({ values, errors, change, required, phoneHint }: ContactFieldsProps) {
  const t = useFormMessages();
  return (
    <>
      <TextField
        label={t('name')}
        error={errors.name}
        name="name"
        autoComplete="name"
        required={required}
        value={values.name}
        onChange={change('name')}
      />
      <TextField
        label={t('phone')}
        hint={phoneHint ?? t('phoneHint')}
        error={errors.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required={required}
        value={values.phone}
        onChange={change('phone')}
      />
      <TextField
        label={t('emailOptional')}
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        value={values.email}
        onChange={change('email')}
      />
    </>
  );
}
