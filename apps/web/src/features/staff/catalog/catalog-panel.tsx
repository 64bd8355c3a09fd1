import { useState } from 'react';
import type { Store } from '@suuq/shared/catalog';
import { Loading } from '../../../components/ui/load-state';
import { SectionNav } from '../section-nav';
import { useGetCategoriesQuery } from './catalog-api';
import { CategoriesSection } from './categories-section';
import { useCatalogMessages } from './messages';
import { ProductsSection } from './products-section';
import { StoreFace } from './store-face';
import './catalog.css';

type Section = 'products' | 'categories' | 'store';
const SECTIONS: readonly { section: Section; label: 'productsTab' | 'categoriesTab' | 'storeTab' }[] = [
  { section: 'products', label: 'productsTab' },
  { section: 'categories', label: 'categoriesTab' },
  { section: 'store', label: 'storeTab' },
];

/** The store's own catalog: its products, its categories and its face, as shoppers will see them. */
export function CatalogPanel({ store }: { store: Store | null | undefined }) {
  const t = useCatalogMessages();
  const [section, setSection] = useState<Section>('products');
  const { data: categories, isLoading, isError } = useGetCategoriesQuery();
  return (
    <section className="catalog" aria-label={t('catalog')}>
      <SectionNav
        className="catalog__nav"
        label={t('catalogSections')}
        sections={SECTIONS.map(({ section: each, label }) => ({ section: each, label: t(label) }))}
        current={section}
        choose={setSection}
      />
      {section === 'store' ? (
        <StoreFace />
      ) : isLoading ? (
        <Loading />
      ) : isError || !categories ? (
        <p className="form-problem" role="alert">
          {t('loadFailed')}
        </p>
      ) : section === 'categories' ? (
        <CategoriesSection categories={categories} />
      ) : (
        <ProductsSection categories={categories} currency={store?.currency ?? 'USD'} />
      )}
    </section>
  );
}
