import { useState, type FormEvent } from 'react';
import type { AdminStore, AdminStoreRequest } from '@suuq/shared/operator';
import { FormSubmit } from '../../components/form/form-submit';
import { TextField } from '../../components/form/text-field';
import { useLanguage } from '../../lib/use-translation';
import { Choice, fieldNote, useRefusal, type Refusal } from './admin-kit';
import {
  useAddAdminStoreMutation,
  useGetAdminIndustriesQuery,
  useUpdateAdminStoreMutation,
} from './admin-api';
import { useAdminMessages } from './messages';

type Currency = AdminStoreRequest['currency'];
type CourierMode = AdminStoreRequest['courier_mode'];

interface Draft {
  name: string;
  industry: string;
  phone: string;
  address: string;
  lat: string;
  lng: string;
  currency: Currency;
  commission: string;
  courier: CourierMode;
}

const draftOf = (store: AdminStore | undefined): Draft => ({
  name: store?.name ?? '',
  industry: store ? String(store.industry_id) : '',
  phone: store?.phone ?? '',
  address: store?.address ?? '',
  lat: store ? String(store.location.lat) : '',
  lng: store ? String(store.location.lng) : '',
  currency: (store?.currency as Currency | undefined) ?? 'USD',
  commission: store ? String(store.commission_percent) : '10',
  courier: store?.courier_mode ?? 'own',
});

/** A number typed by hand; NaN (which the server refuses with its own words) when it is not one. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/**
 * A store's details: a new one (`store` absent) or a change to one. The server checks every field and says what is
 * wrong beside it.
 */
export function StoreForm({ store, onSaved }: { store?: AdminStore; onSaved: (store: AdminStore) => void }) {
  const t = useAdminMessages();
  const lang = useLanguage();
  const refusal = useRefusal();
  const { data: industries } = useGetAdminIndustriesQuery(lang);
  const [add, adding] = useAddAdminStoreMutation();
  const [update, updating] = useUpdateAdminStoreMutation();
  const [draft, setDraft] = useState(() => draftOf(store));
  const [refused, setRefused] = useState<Refusal | null>(null);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const note = (field: string) => fieldNote(refused, field);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    const body: AdminStoreRequest = {
      name: draft.name,
      industry_id: Number(draft.industry) || 0,
      phone: draft.phone,
      address: draft.address,
      location: { lat: numberOf(draft.lat), lng: numberOf(draft.lng) },
      currency: draft.currency,
      commission_percent: numberOf(draft.commission),
      courier_mode: draft.courier,
    };
    const result = store ? await update({ id: store.id, body }) : await add(body);
    if ('error' in result) setRefused(refusal(result.error));
    else onSaved(result.data);
  };

  return (
    <form
      className="admin-form"
      noValidate
      aria-label={store ? t('stores.editTitle') : t('stores.addTitle')}
      onSubmit={(event) => void onSubmit(event)}
    >
      {store ? <h3 className="admin-form__title">{t('stores.editTitle')}</h3> : null}
      <div className="admin-form__grid">
        <TextField
          label={t('stores.name')}
          value={draft.name}
          maxLength={120}
          error={note('name')}
          onChange={(event) => set({ name: event.target.value })}
        />
        <Choice
          label={t('stores.industry')}
          value={draft.industry}
          options={[
            { value: '', label: t('stores.chooseIndustry') },
            ...(industries ?? []).map((industry) => ({ value: String(industry.id), label: industry.name })),
          ]}
          error={note('industry_id')}
          onChange={(industry) => set({ industry })}
        />
        <TextField
          label={t('phone')}
          type="tel"
          autoComplete="off"
          value={draft.phone}
          error={note('phone')}
          onChange={(event) => set({ phone: event.target.value })}
        />
        <TextField
          label={t('address')}
          value={draft.address}
          maxLength={300}
          error={note('address')}
          onChange={(event) => set({ address: event.target.value })}
        />
        <fieldset className="admin-fieldset">
          <legend className="field-label">{t('stores.location')}</legend>
          <div className="admin-pair">
            <TextField
              label={t('stores.lat')}
              inputMode="decimal"
              value={draft.lat}
              error={note('location.lat')}
              onChange={(event) => set({ lat: event.target.value })}
            />
            <TextField
              label={t('stores.lng')}
              inputMode="decimal"
              value={draft.lng}
              error={note('location.lng') ?? (note('location.lat') ? undefined : note('location'))}
              onChange={(event) => set({ lng: event.target.value })}
            />
          </div>
        </fieldset>
        <Choice
          label={t('stores.currency')}
          value={draft.currency}
          options={[
            { value: 'USD', label: t('stores.currencies.USD') },
            { value: 'SOS', label: t('stores.currencies.SOS') },
          ]}
          error={note('currency')}
          onChange={(currency) => set({ currency })}
        />
        <TextField
          label={t('stores.commissionPercent')}
          hint={t('stores.commissionHint')}
          inputMode="decimal"
          value={draft.commission}
          error={note('commission_percent')}
          onChange={(event) => set({ commission: event.target.value })}
        />
        <Choice
          label={t('stores.courier')}
          value={draft.courier}
          options={[
            { value: 'own', label: t('stores.courierMode.own') },
            { value: 'suuq', label: t('stores.courierMode.suuq') },
          ]}
          error={note('courier_mode')}
          onChange={(courier) => set({ courier })}
        />
      </div>
      <FormSubmit
        problem={refused?.text ?? ''}
        busy={adding.isLoading || updating.isLoading}
        label={store ? t('stores.save') : t('stores.create')}
        busyLabel={t('saving')}
      />
    </form>
  );
}
