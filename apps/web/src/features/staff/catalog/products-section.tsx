import { useEffect, useState } from 'react';
import type { MerchantCategory, MerchantProduct } from '@suuq/shared/merchant-catalog';
import { formatMoney } from '@suuq/shared/money';
import { CatalogImage } from '../../../components/ui/catalog-image';
import { Loading } from '../../../components/ui/load-state';
import { apiProblem, problemText } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import {
  useDeleteProductMutation,
  useGetMerchantProductsQuery,
  useUpdateProductMutation,
} from './catalog-api';
import { useCatalogMessages } from './messages';
import { draftOf, inputOf } from './product-draft';
import { ProductForm } from './product-form';

/** Waits until typing pauses before searching, so each letter is not a request. */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The store's products, hidden ones included and marked, by category and by a search; each opens in the product
 * form, hides or shows in one tap, or is deleted (a product on past orders is hidden instead, and the list says so).
 */
export function ProductsSection({
  categories,
  currency,
}: {
  categories: readonly MerchantCategory[];
  currency: string;
}) {
  const t = useCatalogMessages();
  const lang = useLanguage();
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  const [editing, setEditing] = useState<MerchantProduct | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number>();
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean }>();
  const { data, isLoading, isError } = useGetMerchantProductsQuery({
    category_id: category ? Number(category) : undefined,
    search: settled || undefined,
  });
  const [remove, removing] = useDeleteProductMutation();
  const [update, updating] = useUpdateProductMutation();
  const categoryName = (id: number) => {
    const found = categories.find((c) => c.id === id);
    return found ? (lang === 'so' && found.name.so) || found.name.en : '';
  };
  const failed = (error: unknown) =>
    setOutcome({
      text: t('failed', { message: problemText(apiProblem(error), lang, t('offline')) }),
      failed: true,
    });

  if (editing !== null) {
    return (
      <ProductForm
        product={editing === 'new' ? undefined : editing}
        categories={categories}
        categoryId={category ? Number(category) : undefined}
        onClose={() => setEditing(null)}
      />
    );
  }

  const toggleHidden = async (product: MerchantProduct) => {
    const result = await update({
      id: product.id,
      ...inputOf({ ...draftOf(product), hidden: !product.hidden }),
    });
    if ('error' in result) failed(result.error);
    else
      setOutcome({
        text: t(product.hidden ? 'productShown' : 'productHidden', { name: product.name.en }),
        failed: false,
      });
  };
  const destroy = async (product: MerchantProduct) => {
    setConfirming(undefined);
    const result = await remove(product.id);
    if ('error' in result) failed(result.error);
    else
      setOutcome({
        text: t(result.data?.hidden ? 'hiddenInstead' : 'productDeleted', { name: product.name.en }),
        failed: false,
      });
  };

  return (
    <section className="catalog-products" aria-labelledby="catalog-products-title">
      <div className="catalog-form__head">
        <h2 id="catalog-products-title" className="catalog-title">
          {t('productsTab')}
        </h2>
        <button
          type="button"
          className="button button--primary"
          disabled={categories.length === 0}
          onClick={() => setEditing('new')}
        >
          {t('addProduct')}
        </button>
      </div>
      {categories.length === 0 ? <p className="hint">{t('categoryFirst')}</p> : null}
      <div className="catalog-filters">
        <label className="catalog-field">
          <span className="field-label">{t('category')}</span>
          <select className="input" value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">{t('allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {categoryName(c.id)}
              </option>
            ))}
          </select>
        </label>
        <label className="catalog-field">
          <span className="field-label">{t('search')}</span>
          <input
            className="input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
      </div>
      <p
        role={outcome?.failed ? 'alert' : 'status'}
        className={outcome?.failed ? 'form-problem' : 'catalog-note'}
      >
        {outcome?.text ?? ''}
      </p>
      {isLoading ? (
        <Loading />
      ) : isError || !data ? (
        <p className="form-problem">{t('loadFailed')}</p>
      ) : data.length === 0 ? (
        <p className="hint">{t('noProducts')}</p>
      ) : (
        <ul className="catalog-list">
          {data.map((product) => {
            const name = (lang === 'so' && product.name.so) || product.name.en;
            return (
              <li key={product.id} className="catalog-item" aria-label={product.name.en}>
                {product.image ? (
                  <CatalogImage
                    className="catalog-item__image"
                    path={product.image}
                    width={160}
                    sizes="56px"
                    boxWidth={56}
                  />
                ) : (
                  <span className="catalog-item__image" />
                )}
                <div className="catalog-item__text">
                  <span className="catalog-item__name">{name}</span>
                  <span className="catalog-item__facts">
                    {formatMoney(product.selling_price, product.currency || currency, lang)} ·{' '}
                    {categoryName(product.category_id)}
                    {product.variants.length > 0
                      ? ` · ${t('variantCount', { count: product.variants.length })}`
                      : ''}
                  </span>
                  <span className="catalog-item__marks">
                    {product.hidden ? <span className="catalog-mark">{t('hiddenMark')}</span> : null}
                    {product.saleable ? null : <span className="catalog-mark">{t('notForSale')}</span>}
                  </span>
                </div>
                <div className="catalog-item__actions">
                  <button type="button" className="button" onClick={() => setEditing(product)}>
                    {t('edit')}
                    <span className="visually-hidden"> {product.name.en}</span>
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={updating.isLoading}
                    onClick={() => void toggleHidden(product)}
                  >
                    {t(product.hidden ? 'show' : 'hide')}
                    <span className="visually-hidden"> {product.name.en}</span>
                  </button>
                  {confirming === product.id ? (
                    <>
                      <button
                        type="button"
                        className="button catalog-danger"
                        disabled={removing.isLoading}
                        onClick={() => void destroy(product)}
                      >
                        {t('confirmDelete', { name: product.name.en })}
                      </button>
                      <button type="button" className="button" onClick={() => setConfirming(undefined)}>
                        {t('keep')}
                      </button>
                    </>
                  ) : (
                    <button type="button" className="button" onClick={() => setConfirming(product.id)}>
                      {t('delete')}
                      <span className="visually-hidden"> {product.name.en}</span>
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
