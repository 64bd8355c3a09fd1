import { useState } from 'react';
import { useId } from '../../lib/use-id';
import type { Product } from '@suuq/shared/catalog';
import { Loading } from '../../components/ui/load-state';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useStaffMessages } from './messages';
import { useGetStaffProductsQuery, useSetStockMutation } from './staff-api';

const MAX_STOCK = 1_000_000;

/** The stock of one product, or of one variant of it, with "unlimited" beside it. */
function StockRow({ product, variant }: { product: Product; variant?: Product['childrens'][number] }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const name = variant ? `${product.name} · ${variant.name}` : product.name;
  const [stock, setStock] = useState(String(variant ? variant.stock : product.stock));
  const [unlimited, setUnlimited] = useState(product.unlimited_stock);
  const [save, saving] = useSetStockMutation();
  const stockId = useId();
  const value = Number(stock);
  const valid = stock.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= MAX_STOCK;

  return (
    <form
      className="staff-stock"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        void save({ productId: product.id, variantId: variant?.id, stock: value, unlimited });
      }}
    >
      <label htmlFor={stockId} className="staff-stock__name">
        {name}
      </label>
      <input
        id={stockId}
        className="input staff-stock__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_STOCK}
        step={1}
        aria-label={t('stockOf', { name })}
        aria-invalid={!valid || undefined}
        value={stock}
        onChange={(event) => setStock(event.target.value)}
      />
      <label className="staff-stock__unlimited">
        <input type="checkbox" checked={unlimited} onChange={(event) => setUnlimited(event.target.checked)} />
        {t('unlimited')}
      </label>
      <button type="submit" className="button" disabled={!valid || saving.isLoading}>
        {t('save')}
      </button>
      <span className="staff-stock__result" role="status">
        {saving.isSuccess
          ? t('saved')
          : saving.isError
            ? t('actionFailed', { message: problemText(apiProblem(saving.error), lang, t('offline')) })
            : ''}
      </span>
    </form>
  );
}

/** Every product of the store (each variant on its own row), to set what is in stock. */
export function StockPanel({ storeId, storeName }: { storeId: number; storeName: string }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const { data: products, isLoading, isError } = useGetStaffProductsQuery({ storeId, lang });
  if (isLoading) return <Loading />;
  if (isError || !products) {
    return (
      <p className="staff-problem" role="alert">
        {t('loadFailed')}
      </p>
    );
  }
  return (
    <section className="staff-stock-list" aria-label={t('productsTitle', { store: storeName })}>
      {products.flatMap((product) =>
        product.has_variant && product.childrens.length > 0
          ? product.childrens.map((variant) => (
              <StockRow key={`${product.id}-${variant.id}`} product={product} variant={variant} />
            ))
          : [<StockRow key={product.id} product={product} />],
      )}
    </section>
  );
}
