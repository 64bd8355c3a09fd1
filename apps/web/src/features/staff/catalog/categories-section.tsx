import { useRef, useState, type FormEvent } from 'react';
import { categoryProblems, type MerchantCategory } from '@suuq/shared/merchant-catalog';
import { CatalogImage } from '../../../components/ui/catalog-image';
import { apiProblem, problemText } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import {
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useOrderCategoriesMutation,
  useUpdateCategoryMutation,
  useUploadCategoryImageMutation,
} from './catalog-api';
import { useCatalogMessages } from './messages';
import { PhotoField } from './photo-field';
import { moveItem, ReorderControls, reorderItem } from './reorder';
import { TextPair, type Text } from './text-fields';
import { useProblems } from './use-problems';

type Outcome = { text: string; failed: boolean } | undefined;

/** The categories in the order staff last gave, else the server's; ones added since go last. */
function ordered(categories: readonly MerchantCategory[], order: readonly number[]) {
  const rank = (c: MerchantCategory) => {
    const at = order.indexOf(c.id);
    return at === -1 ? order.length + c.position : at;
  };
  return [...categories].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
}

/**
 * The store's categories with their product counts: add, rename in both languages, hide or show, move (drag or
 * up and down), give a photo, delete (the server refuses while a category has products, and that is shown).
 */
export function CategoriesSection({ categories }: { categories: readonly MerchantCategory[] }) {
  const t = useCatalogMessages();
  const lang = useLanguage();
  const [order, setOrder] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<Outcome>();
  const [saveOrder] = useOrderCategoriesMutation();
  const shown = ordered(categories, order);
  const failed = (error: unknown) =>
    setOutcome({
      text: t('failed', { message: problemText(apiProblem(error), lang, t('offline')) }),
      failed: true,
    });

  // Read by the next step of a drag before React renders the last one, and by the save when the drag ends.
  const latest = useRef<number[]>([]);
  const move = (from: number, to: number) => {
    const next = moveItem(ordered(categories, latest.current), from, to).map((c) => c.id);
    latest.current = next;
    setOrder(next);
  };
  const sendOrder = async () => {
    if (latest.current.length === 0) return;
    const result = await saveOrder(latest.current);
    if ('error' in result) failed(result.error);
    else setOutcome({ text: t('orderSaved'), failed: false });
  };

  return (
    <section className="catalog-categories" aria-labelledby="catalog-categories-title">
      <h2 id="catalog-categories-title" className="catalog-title">
        {t('categoriesTab')}
      </h2>
      <p
        role={outcome?.failed ? 'alert' : 'status'}
        className={outcome?.failed ? 'form-problem' : 'catalog-note'}
      >
        {outcome?.text ?? ''}
      </p>
      {shown.length === 0 ? <p className="hint">{t('noCategories')}</p> : null}
      <ol className="catalog-list" data-reorder-list>
        {shown.map((category, index) => (
          <li
            key={category.id}
            className="catalog-item"
            aria-label={category.name.en}
            {...reorderItem(index)}
          >
            <CategoryRow
              category={category}
              index={index}
              count={shown.length}
              onMove={move}
              onMoved={() => void sendOrder()}
              onOutcome={setOutcome}
              onFailed={failed}
            />
          </li>
        ))}
      </ol>
      <NewCategory position={categories.length} />
    </section>
  );
}

function CategoryRow({
  category,
  index,
  count,
  onMove,
  onMoved,
  onOutcome,
  onFailed,
}: {
  category: MerchantCategory;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onMoved: () => void;
  onOutcome: (outcome: Outcome) => void;
  onFailed: (error: unknown) => void;
}) {
  const t = useCatalogMessages();
  const lang = useLanguage();
  const name = category.name.en;
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [update, updating] = useUpdateCategoryMutation();
  const [remove, removing] = useDeleteCategoryMutation();
  const [upload, uploading] = useUploadCategoryImageMutation();

  const toggleHidden = async () => {
    const result = await update({ id: category.id, name: category.name, hidden: !category.hidden });
    if ('error' in result) onFailed(result.error);
    else
      onOutcome({ text: t(category.hidden ? 'categoryShown' : 'categoryHidden', { name }), failed: false });
  };
  const destroy = async () => {
    setConfirming(false);
    const result = await remove(category.id);
    if ('error' in result) onFailed(result.error);
    else onOutcome({ text: t('categoryDeleted', { name }), failed: false });
  };
  const photo = async (file: File) => {
    const result = await upload({ id: category.id, file });
    if ('error' in result) onFailed(result.error);
    else onOutcome({ text: t('photoSaved'), failed: false });
  };

  return (
    <>
      <div className="catalog-item__line">
        <ReorderControls index={index} count={count} name={name} onMove={onMove} onDone={onMoved} />
        {category.image ? (
          <CatalogImage
            className="catalog-item__image"
            path={category.image}
            width={160}
            sizes="56px"
            boxWidth={56}
          />
        ) : null}
        <div className="catalog-item__text">
          <span className="catalog-item__name" lang="en">
            {name}
          </span>
          {category.name.so ? (
            <span className="catalog-item__facts" lang="so">
              {category.name.so}
            </span>
          ) : null}
          <span className="catalog-item__facts">{t('productCount', { count: category.product_count })}</span>
          {category.hidden ? <span className="catalog-mark">{t('hiddenMark')}</span> : null}
        </div>
      </div>
      {renaming ? (
        <Rename category={category} onDone={() => setRenaming(false)} />
      ) : (
        <div className="catalog-item__actions">
          <button type="button" className="button" onClick={() => setRenaming(true)}>
            {t('rename')}
            <span className="visually-hidden"> {name}</span>
          </button>
          <button
            type="button"
            className="button"
            disabled={updating.isLoading}
            onClick={() => void toggleHidden()}
          >
            {t(category.hidden ? 'show' : 'hide')}
            <span className="visually-hidden"> {name}</span>
          </button>
          {confirming ? (
            <>
              <button
                type="button"
                className="button catalog-danger"
                disabled={removing.isLoading}
                onClick={() => void destroy()}
              >
                {t('confirmDelete', { name })}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('keep')}
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              {t('delete')}
              <span className="visually-hidden"> {name}</span>
            </button>
          )}
        </div>
      )}
      <PhotoField
        label={t('photoOf', { name: (lang === 'so' && category.name.so) || name })}
        image={category.image}
        busy={uploading.isLoading}
        compact
        onFile={(file) => void photo(file)}
      />
    </>
  );
}

/** A category's name in both languages, checked by the shared rules, then sent. */
function NameForm({
  initial,
  submitLabel,
  onSend,
  onCancel,
}: {
  initial: Text;
  submitLabel: string;
  onSend: (name: Text) => Promise<{ error?: unknown }>;
  onCancel?: () => void;
}) {
  const t = useCatalogMessages();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const problems = useProblems();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name: { en: name.en.trim(), so: name.so.trim() } };
    if (!problems.check(categoryProblems(body))) return;
    setBusy(true);
    const result = await onSend(body.name);
    setBusy(false);
    if (result.error) problems.refused(result.error);
    else {
      problems.clear();
      setName(initial);
    }
  };
  return (
    <form className="catalog-name-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextPair label={t('categoryName')} value={name} onChange={setName} path="name" note={problems.note} />
      <p role="alert" className="form-problem">
        {problems.text ?? ''}
      </p>
      <div className="catalog-item__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function Rename({ category, onDone }: { category: MerchantCategory; onDone: () => void }) {
  const t = useCatalogMessages();
  const [update] = useUpdateCategoryMutation();
  return (
    <NameForm
      initial={category.name}
      submitLabel={t('saveName')}
      onCancel={onDone}
      onSend={async (name) => {
        const result = await update({ id: category.id, name, hidden: category.hidden });
        if (!('error' in result)) onDone();
        return result;
      }}
    />
  );
}

function NewCategory({ position }: { position: number }) {
  const t = useCatalogMessages();
  const [create] = useCreateCategoryMutation();
  return (
    <section className="catalog-section" aria-labelledby="catalog-new-category">
      <h3 id="catalog-new-category" className="catalog-section__title">
        {t('newCategory')}
      </h3>
      <NameForm
        initial={{ en: '', so: '' }}
        submitLabel={t('addCategory')}
        onSend={(name) => create({ name, position })}
      />
    </section>
  );
}
