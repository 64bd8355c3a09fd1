import { useEffect, useRef, useState, type FormEvent } from 'react';
import { productProblems, type MerchantCategory, type MerchantProduct } from '@suuq/shared/merchant-catalog';
import { Field } from '../../../components/form/field';
import { TextField } from '../../../components/form/text-field';
import { apiProblem, problemText } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import {
  useCreateProductMutation,
  useUpdateProductMutation,
  useUploadProductImageMutation,
  useUploadVariantImageMutation,
} from './catalog-api';
import { GroupsEditor } from './groups-editor';
import { useCatalogMessages } from './messages';
import { PhotoField } from './photo-field';
import { draftOf, emptyText, fieldsOf, inputOf, type ProductDraft, type VariantDraft } from './product-draft';
import { TextPair } from './text-fields';
import { useProblems } from './use-problems';
import { VariantsEditor } from './variants-editor';

const focusFirstInvalid = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

/** Keeps a picked picture's preview URL alive while it is shown. */
function usePreview(file: File | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

/**
 * Every field of one product, new or existing, in both languages: texts, price and stock, photo, container,
 * variants, option and addon groups. The shared rules check it before it is sent; the server's notes land under
 * the same fields. A new product's photo goes up right after the product is created.
 */
export function ProductForm({
  product,
  categories,
  categoryId,
  onClose,
}: {
  product: MerchantProduct | undefined;
  categories: readonly MerchantCategory[];
  categoryId: number | undefined;
  onClose: () => void;
}) {
  const t = useCatalogMessages();
  const lang = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(product);
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product, categoryId ?? categories[0]?.id));
  const [status, setStatus] = useState('');
  const [photo, setPhoto] = useState<File>();
  const [photoProblem, setPhotoProblem] = useState<{ key: number; text: string }>();
  const [uploadingVariant, setUploadingVariant] = useState<number>();
  const preview = usePreview(photo);
  const problems = useProblems();
  const [create, creating] = useCreateProductMutation();
  const [update, updating] = useUpdateProductMutation();
  const [uploadImage, uploadingImage] = useUploadProductImageMutation();
  const [uploadVariant] = useUploadVariantImageMutation();
  // Changes not saved yet: leaving the form asks first.
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const change = (part: Partial<ProductDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setDirty(true);
    setStatus('');
    problems.forget(fieldsOf(part));
  };
  const failText = (error: unknown) => problemText(apiProblem(error), lang, t('offline'));

  const sendPhoto = async (id: number, file: File) => {
    setPhotoProblem(undefined);
    const result = await uploadImage({ id, file });
    if ('error' in result) {
      setPhoto(file);
      setPhotoProblem({ key: 0, text: failText(result.error) });
      return;
    }
    setPhoto(undefined);
    setSaved(result.data);
    setStatus(t('photoSaved'));
  };

  const pickPhoto = (file: File) => {
    if (saved) void sendPhoto(saved.id, file);
    else setPhoto(file);
  };

  const pickVariantPhoto = async (variant: VariantDraft, file: File) => {
    if (!saved || variant.id === undefined) return;
    setPhotoProblem(undefined);
    setUploadingVariant(variant.key);
    const result = await uploadVariant({ id: saved.id, variantId: variant.id, file });
    setUploadingVariant(undefined);
    if ('error' in result) {
      setPhotoProblem({ key: variant.key, text: failText(result.error) });
      return;
    }
    const image = result.data.variants.find((v) => v.id === variant.id)?.image ?? '';
    setDraft((current) => ({
      ...current,
      variants: current.variants.map((v) => (v.key === variant.key ? { ...v, image } : v)),
    }));
    setStatus(t('photoSaved'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const body = inputOf(draft);
    if (!problems.check(productProblems(body))) {
      focusFirstInvalid(form.current);
      return;
    }
    const result = saved ? await update({ id: saved.id, ...body }) : await create(body);
    if ('error' in result) {
      problems.refused(result.error);
      focusFirstInvalid(form.current);
      return;
    }
    problems.clear();
    setSaved(result.data);
    setDraft(draftOf(result.data));
    setDirty(false);
    setStatus(t(saved ? 'productSaved' : 'productCreated'));
    if (!saved && photo) await sendPhoto(result.data.id, photo);
  };

  const { note } = problems;
  const busy = creating.isLoading || updating.isLoading;
  const title = saved ? t('editProduct', { name: saved.name.en }) : t('newProduct');
  return (
    <form
      ref={form}
      className="catalog-form"
      noValidate
      aria-label={title}
      onSubmit={(event) => void submit(event)}
    >
      <div className="catalog-form__head">
        {leaving ? (
          <span className="catalog-item__actions" role="group" aria-label={t('unsaved')}>
            <button type="button" className="button catalog-danger" onClick={onClose}>
              {t('leaveUnsaved')}
            </button>
            <button type="button" className="button" onClick={() => setLeaving(false)}>
              {t('keepEditing')}
            </button>
          </span>
        ) : (
          <button type="button" className="button" onClick={() => (dirty ? setLeaving(true) : onClose())}>
            {t('backToList')}
          </button>
        )}
        <h2 className="catalog-title">{title}</h2>
      </div>

      <fieldset className="catalog-section">
        <legend className="catalog-section__title">{t('aboutProduct')}</legend>
        <TextPair
          label={t('name')}
          value={draft.name}
          onChange={(name) => change({ name })}
          path="name"
          note={note}
        />
        <TextPair
          label={t('shortDescription')}
          value={draft.short_description}
          onChange={(short_description) => change({ short_description })}
          path="short_description"
          note={note}
        />
        <TextPair
          label={t('tagline')}
          value={draft.tagline}
          onChange={(tagline) => change({ tagline })}
          path="tagline"
          note={note}
        />
        <TextPair
          label={t('description')}
          value={draft.description}
          onChange={(description) => change({ description })}
          path="description"
          note={note}
          html
        />
      </fieldset>

      <fieldset className="catalog-section">
        <legend className="catalog-section__title">{t('priceAndStock')}</legend>
        <Field label={t('category')} error={note('category_id')}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className="input"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={draft.category}
              onChange={(event) => change({ category: event.target.value })}
            >
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {(lang === 'so' && category.name.so) || category.name.en}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="catalog-numbers">
          <TextField
            label={t('price')}
            error={note('selling_price')}
            inputMode="decimal"
            value={draft.price}
            onChange={(event) => change({ price: event.target.value })}
          />
          <TextField
            label={t('comparePrice')}
            hint={t('comparePriceHint')}
            error={note('compare_price')}
            inputMode="decimal"
            value={draft.compare}
            onChange={(event) => change({ compare: event.target.value })}
          />
        </div>
        <label className="catalog-check">
          <input
            type="checkbox"
            checked={draft.unlimited}
            onChange={(event) => change({ unlimited: event.target.checked })}
          />
          {t('unlimited')}
        </label>
        {draft.unlimited ? null : (
          <TextField
            label={t('stock')}
            hint={
              draft.variants.length > 0
                ? t('stockWithVariants')
                : t('stockHint', { unlimited: t('unlimited') })
            }
            error={note('stock')}
            inputMode="numeric"
            value={draft.stock}
            onChange={(event) => change({ stock: event.target.value })}
          />
        )}
        <label className="catalog-check">
          <input
            type="checkbox"
            checked={draft.saleable}
            onChange={(event) => change({ saleable: event.target.checked })}
          />
          {t('saleable')}
        </label>
        <label className="catalog-check">
          <input
            type="checkbox"
            checked={draft.hidden}
            onChange={(event) => change({ hidden: event.target.checked })}
          />
          {t('hiddenFromShoppers')}
        </label>
      </fieldset>

      <fieldset className="catalog-section">
        <legend className="catalog-section__title">{t('photo')}</legend>
        <PhotoField
          label={t('productPhoto')}
          image={saved?.image ?? ''}
          preview={preview}
          busy={uploadingImage.isLoading}
          hint={saved ? undefined : t('photoWithCreate')}
          error={photoProblem?.key === 0 ? photoProblem.text : undefined}
          onFile={pickPhoto}
        />
      </fieldset>

      <fieldset className="catalog-section">
        <legend className="catalog-section__title">{t('containerTitle')}</legend>
        <label className="catalog-check">
          <input
            type="checkbox"
            checked={draft.container !== null}
            onChange={(event) =>
              change({ container: event.target.checked ? { name: emptyText(), deposit: '' } : null })
            }
          />
          {t('hasContainer')}
        </label>
        {draft.container ? (
          <>
            <TextPair
              label={t('containerName')}
              value={draft.container.name}
              onChange={(name) => change({ container: { deposit: draft.container?.deposit ?? '', name } })}
              path="container.name"
              note={note}
            />
            <TextField
              label={t('deposit')}
              hint={t('depositHint')}
              error={note('container.deposit')}
              inputMode="decimal"
              value={draft.container.deposit}
              onChange={(event) =>
                change({
                  container: { name: draft.container?.name ?? emptyText(), deposit: event.target.value },
                })
              }
            />
          </>
        ) : null}
      </fieldset>

      <VariantsEditor
        draft={draft}
        onChange={change}
        note={note}
        onPhoto={(variant, file) => void pickVariantPhoto(variant, file)}
        uploading={uploadingVariant}
        photoProblem={photoProblem}
      />
      <GroupsEditor
        kind="options"
        groups={draft.options}
        onChange={(options) => change({ options })}
        note={note}
      />
      <GroupsEditor
        kind="addons"
        groups={draft.addons}
        onChange={(addons) => change({ addons })}
        note={note}
      />

      <div className="catalog-save">
        <p role="alert" className="form-problem">
          {problems.text ?? ''}
        </p>
        <p role="status" className="catalog-save__status">
          {status}
        </p>
        <button
          type="submit"
          className="button button--primary"
          aria-busy={busy || undefined}
          disabled={busy}
        >
          {saved ? t('saveProduct') : t('createProduct')}
        </button>
      </div>
    </form>
  );
}
