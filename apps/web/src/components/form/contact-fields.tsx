import type { ChangeEvent } from 'react';
import { useFormMessages } from './messages';
import { TextField } from './text-field';

export type ContactField = 'name' | 'phone' | 'email';

interface ContactFieldsProps {
  values: Record<ContactField, string>;
  errors: Partial<Record<ContactField, string>>;
  change: (field: ContactField) => (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Name, phone (the account's sign-in) and an optional email: the same three fields to register and to edit. */
export function ContactFields({ values, errors, change }: ContactFieldsProps) {
  const t = useFormMessages();
  return (
    <>
      <TextField
        label={t('name')}
        error={errors.name}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={change('name')}
      />
      <TextField
        label={t('phone')}
        hint={t('phoneHint')}
        error={errors.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
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
