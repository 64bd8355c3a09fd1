import { useState, type FormEvent } from 'react';
import { storeProfileProblems, type MerchantStore } from '@suuq/shared/merchant-catalog';
import { TextField } from '../../../components/form/text-field';
import { Loading } from '../../../components/ui/load-state';
import { apiProblem, problemText } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import {
  useGetMerchantStoreQuery,
  useSaveStoreProfileMutation,
  useUploadStoreImageMutation,
} from './catalog-api';
import { useCatalogMessages } from './messages';
import { PhotoField } from './photo-field';
import { numberOf, TextPair } from './text-fields';
import { useProblems } from './use-problems';

/** The store's face as shoppers see it: name, address, phone, minimum order, about, logo and cover photo. */
export function StoreFace() {
  const t = useCatalogMessages();
  const { data, isLoading, isError } = useGetMerchantStoreQuery();
  if (isLoading) return <Loading />;
  if (isError || !data) return <p className="form-problem">{t('loadFailed')}</p>;
  return <StoreFaceForm store={data} />;
}

function StoreFaceForm({ store }: { store: MerchantStore }) {
  const t = useCatalogMessages();
  const lang = useLanguage();
  const [values, setValues] = useState({
    name: store.name,
    address: { en: store.address, so: store.address_so ?? '' },
    phone: store.phone,
    minimum: String(store.min_order_amount),
    about: { en: store.about.en, so: store.about.so },
  });
  const [status, setStatus] = useState('');
  const [photoProblem, setPhotoProblem] = useState<{ kind: 'logo' | 'cover'; text: string }>();
  const problems = useProblems();
  const [save, saving] = useSaveStoreProfileMutation();
  const [upload, uploading] = useUploadStoreImageMutation();
  const change = (part: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...part }));
    setStatus('');
    // The body's names of the fields changed: their notes spoke of the value before.
    problems.forget(
      Object.keys(part).flatMap((key) =>
        key === 'minimum' ? ['min_order_amount'] : key === 'address' ? ['address', 'address_so'] : [key],
      ),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const body = {
      name: values.name.trim(),
      address: values.address.en.trim(),
      address_so: values.address.so.trim() || null,
      phone: values.phone.trim(),
      min_order_amount: numberOf(values.minimum),
      about: values.about,
    };
    if (!problems.check(storeProfileProblems(body))) return;
    const result = await save(body);
    if ('error' in result) problems.refused(result.error);
    else {
      problems.clear();
      setStatus(t('storeSaved'));
    }
  };
  const photo = async (kind: 'logo' | 'cover', file: File) => {
    setPhotoProblem(undefined);
    const result = await upload({ kind, file });
    if ('error' in result)
      setPhotoProblem({ kind, text: problemText(apiProblem(result.error), lang, t('offline')) });
    else setStatus(t('photoSaved'));
  };
  const uploadingKind = uploading.isLoading ? uploading.originalArgs?.kind : undefined;

  const { note } = problems;
  return (
    <form
      className="catalog-form"
      noValidate
      aria-labelledby="catalog-store-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="catalog-store-title" className="catalog-title">
        {t('storeTab')}
      </h2>
      <p className="hint">{t('storeHint')}</p>
      <fieldset className="catalog-section">
        <legend className="catalog-section__title">{t('photos')}</legend>
        <PhotoField
          label={t('logo')}
          image={store.logo ?? ''}
          busy={uploadingKind === 'logo'}
          error={photoProblem?.kind === 'logo' ? photoProblem.text : undefined}
          onFile={(file) => void photo('logo', file)}
        />
        <PhotoField
          label={t('cover')}
          hint={t('coverHint')}
          image={store.image}
          busy={uploadingKind === 'cover'}
          error={photoProblem?.kind === 'cover' ? photoProblem.text : undefined}
          onFile={(file) => void photo('cover', file)}
        />
      </fieldset>
      <fieldset className="catalog-section">
        <legend className="catalog-section__title">{t('storeDetails')}</legend>
        <TextField
          label={t('storeName')}
          error={note('name')}
          value={values.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextPair
          label={t('storeAddress')}
          value={values.address}
          onChange={(address) => change({ address })}
          path="address"
          // The address's problems come by field: `address` (English) and `address_so`.
          note={(path) => note(path === 'address.so' ? 'address_so' : 'address')}
        />
        <TextField
          label={t('storePhone')}
          error={note('phone')}
          type="tel"
          inputMode="tel"
          value={values.phone}
          onChange={(event) => change({ phone: event.target.value })}
        />
        <TextField
          label={t('minimumOrder')}
          hint={t('minimumOrderHint', { currency: store.currency })}
          error={note('min_order_amount')}
          inputMode="decimal"
          value={values.minimum}
          onChange={(event) => change({ minimum: event.target.value })}
        />
        <TextPair
          label={t('about')}
          value={values.about}
          onChange={(about) => change({ about })}
          path="about"
          note={note}
          html
        />
      </fieldset>
      <div className="catalog-save">
        <p role="alert" className="form-problem">
          {problems.text ?? ''}
        </p>
        <p role="status" className="catalog-save__status">
          {status}
        </p>
        <button type="submit" className="button button--primary" disabled={saving.isLoading}>
          {t('saveStore')}
        </button>
      </div>
    </form>
  );
}
