/**
 * Staff running their store's catalog: categories, products with their variants and choices, photos and the store's
 * face. Every change is checked field by field (messages in the caller's language), written in one transaction and
 * effective at once: the store's cached catalog answers are dropped in every API process. Orders already placed
 * keep their own copy of names, prices and choices, so nothing here changes them.
 */
import {
  categoryProblems,
  productProblems,
  storeProfileProblems,
  type CategoryInput,
  type MerchantCategory,
  type MerchantProduct,
  type MerchantStore,
  type ProductInput,
  type StoreProfileInput,
  type TranslatableInput,
} from '@suuq/shared/merchant-catalog';
import { toMinor } from '@suuq/shared/money';
import type { Core } from '../../core';
import { pgCode } from '../../db/pg-errors';
import { withTransaction, type Tx } from '../../db/tx';
import { ConflictError, fieldProblem, NotFoundError, throwFieldProblems } from '../../lib/domain-error';
import type { UploadedImageStore } from '../../lib/uploads';
import { catalogChanged } from '../../lib/catalog-changes';
import type { CatalogWriteRepository } from './catalog-write-repository';
import type { MerchantCatalogRepository } from './merchant-catalog-repository';
import type {
  GroupWrite,
  ProductWrite,
  ProductWriteRepository,
  StoredText,
} from './product-write-repository';

/** The drawing a product or category shows until staff add a photo. */
export const PLACEHOLDER_IMAGE = '/images/placeholders/product.svg';

/** Trimmed English, and Somali or null when left empty (the storefront then shows English). */
function stored(text: TranslatableInput | undefined): StoredText {
  const so = text?.so?.trim() ?? '';
  return { en: text?.en.trim() ?? '', so: so === '' ? null : so };
}

/** Unique violation (a slug taken meanwhile) or foreign key violation (an order came in meanwhile): run it again. */
const RETRY_CODES = new Set(['23505', '23503']);

export class MerchantCatalogService {
  constructor(
    private readonly core: Pick<Core, 'db' | 'bus' | 'log'>,
    private readonly repository: MerchantCatalogRepository,
    private readonly writes: CatalogWriteRepository,
    private readonly writer: ProductWriteRepository,
    private readonly photos: UploadedImageStore,
  ) {}

  private async changed(storeId: number): Promise<void> {
    // Names and products change here: every cached search goes too, not only this store's answers.
    await catalogChanged(this.core.bus, storeId, this.core.log, true);
  }

  /** Runs a write, again when a concurrent order or product got in its way (the next run sees it). */
  private async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await withTransaction(this.core.db, work);
      } catch (error) {
        const code = pgCode(error);
        if (attempt >= 3 || !code || !RETRY_CODES.has(code)) throw error;
      }
    }
  }

  // ---------------------------------------------------------------- categories

  categories(storeId: number): Promise<MerchantCategory[]> {
    return this.repository.categories(storeId);
  }

  async createCategory(storeId: number, input: CategoryInput): Promise<MerchantCategory> {
    throwFieldProblems(categoryProblems(input));
    const name = stored(input.name);
    const id = await this.write((tx) =>
      this.writes.insertCategory(
        storeId,
        { name, image: PLACEHOLDER_IMAGE, sort: input.position, hidden: input.hidden ?? false },
        tx,
      ),
    );
    await this.changed(storeId);
    return (await this.repository.category(storeId, id))!;
  }

  async updateCategory(storeId: number, id: number, input: CategoryInput): Promise<MerchantCategory> {
    throwFieldProblems(categoryProblems(input));
    const updated = await this.writes.updateCategory(storeId, id, {
      name: stored(input.name),
      ...(input.position !== undefined ? { sort: input.position } : {}),
      ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
    });
    if (!updated) throw new NotFoundError('categoryNotFound');
    await this.changed(storeId);
    return (await this.repository.category(storeId, id))!;
  }

  /** Puts the store's categories in the order of `ids` (every one of them, each once). */
  async orderCategories(storeId: number, ids: number[]): Promise<MerchantCategory[]> {
    await this.write(async (tx) => {
      const ownIds = new Set(await this.writes.lockCategoryIds(storeId, tx));
      if (
        new Set(ids).size !== ids.length ||
        ids.length !== ownIds.size ||
        ids.some((id) => !ownIds.has(id))
      ) {
        throw fieldProblem('invalid', 'categoryNotFound', 'ids');
      }
      for (const [index, id] of ids.entries()) {
        await this.writes.updateCategory(storeId, id, { sort: index }, tx);
      }
    });
    await this.changed(storeId);
    return this.repository.categories(storeId);
  }

  async deleteCategory(storeId: number, id: number): Promise<void> {
    await this.write(async (tx) => {
      if (!(await this.repository.categoryOfStore(storeId, id, tx, true))) {
        throw new NotFoundError('categoryNotFound');
      }
      if (await this.writes.categoryHasProducts(id, tx)) throw new ConflictError('categoryHasProducts');
      await this.writes.deleteCategory(storeId, id, tx);
    });
    await this.changed(storeId);
  }

  async setCategoryImage(storeId: number, id: number, upload: Buffer): Promise<MerchantCategory> {
    if (!(await this.repository.categoryOfStore(storeId, id))) {
      throw new NotFoundError('categoryNotFound');
    }
    await this.writes.updateCategory(storeId, id, { image: await this.photos.save(upload) });
    await this.changed(storeId);
    return (await this.repository.category(storeId, id))!;
  }

  // ---------------------------------------------------------------- products

  products(
    storeId: number,
    filter: { categoryId?: number | undefined; search?: string | undefined },
    page: { page: number; perPage: number },
  ) {
    return this.repository.products(storeId, filter, page);
  }

  async product(storeId: number, id: number): Promise<MerchantProduct> {
    const product = await this.repository.product(storeId, id);
    if (!product) throw new NotFoundError('productNotFound');
    return product;
  }

  /** Creates (no `id`) or changes a product; 422 with each broken field's message when any is wrong. */
  async saveProduct(storeId: number, id: number | undefined, input: ProductInput): Promise<MerchantProduct> {
    throwFieldProblems(productProblems(input));
    const write = toWrite(input);
    const savedId = await this.write(async (tx) => {
      if (!(await this.repository.categoryOfStore(storeId, input.category_id, tx))) {
        throw fieldProblem('invalid', 'categoryNotFound', 'category_id');
      }
      if (id === undefined) return this.writer.create(storeId, PLACEHOLDER_IMAGE, write, tx);
      const image = await this.writes.productImage(storeId, id, tx);
      if (image === undefined) throw new NotFoundError('productNotFound');
      await this.writer.update(id, image, write, tx);
      return id;
    });
    await this.changed(storeId);
    return (await this.repository.product(storeId, savedId))!;
  }

  /** Deletes a product no order names; hides one that past orders name (their history keeps it). */
  async deleteProduct(storeId: number, id: number): Promise<{ deleted: boolean; hidden: boolean }> {
    const outcome = await this.write((tx) => this.writer.remove(storeId, id, tx));
    if (!outcome) throw new NotFoundError('productNotFound');
    await this.changed(storeId);
    return { deleted: outcome === 'deleted', hidden: outcome === 'hidden' };
  }

  /** A new photo for the product, or for one of its variants. */
  async setProductImage(
    storeId: number,
    productId: number,
    variantId: number | undefined,
    upload: Buffer,
  ): Promise<MerchantProduct> {
    const product = await this.repository.product(storeId, productId);
    if (!product) throw new NotFoundError('productNotFound');
    if (variantId !== undefined && !product.variants.some((variant) => variant.id === variantId)) {
      throw new NotFoundError('variantNotFound');
    }
    const image = await this.photos.save(upload);
    if (variantId !== undefined) await this.writes.setVariantImage(productId, variantId, image);
    else {
      const variantIds = product.variants.map((variant) => variant.id);
      await this.writes.setProductImage(storeId, productId, image, product.image, variantIds);
    }
    await this.changed(storeId);
    return (await this.repository.product(storeId, productId))!;
  }

  // ---------------------------------------------------------------- the store's face

  async store(storeId: number): Promise<MerchantStore> {
    const store = await this.repository.store(storeId);
    if (!store) throw new NotFoundError('notFound');
    return store;
  }

  async updateStore(storeId: number, input: StoreProfileInput): Promise<MerchantStore> {
    throwFieldProblems(storeProfileProblems(input));
    const about = input.about ? stored(input.about) : undefined;
    const changes = {
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.address !== undefined ? { address: input.address.trim() } : {}),
      ...(input.address_so !== undefined ? { addressSo: input.address_so?.trim() || null } : {}),
      ...(input.phone !== undefined ? { phone: input.phone.trim() } : {}),
      ...(input.min_order_amount !== undefined ? { minOrderAmount: toMinor(input.min_order_amount) } : {}),
      ...(about ? { aboutEn: about.en, aboutSo: about.so } : {}),
    };
    if (Object.keys(changes).length > 0) {
      await this.writes.updateStore(storeId, changes);
      await this.changed(storeId);
    }
    return this.store(storeId);
  }

  async setStorePicture(storeId: number, which: 'logo' | 'cover', upload: Buffer): Promise<MerchantStore> {
    await this.writes.setStorePicture(storeId, which, await this.photos.save(upload));
    await this.changed(storeId);
    return this.store(storeId);
  }
}

/** The request in stored units: minor units for money, trimmed texts, Somali null when empty. */
function toWrite(input: ProductInput): ProductWrite {
  const attributes = (input.attributes ?? []).map((name) => name.trim());
  const children = (list: { id?: number | null | undefined; item: TranslatableInput; price: number }[]) =>
    list.map((child) => ({ id: child.id, item: stored(child.item), price: toMinor(child.price) }));
  const options: GroupWrite[] | undefined = input.options?.map((g) => ({
    id: g.id,
    kind: 'option',
    title: stored(g.title),
    limit: 1,
    required: true,
    children: children(g.children),
  }));
  const addons: GroupWrite[] | undefined = input.addons?.map((g) => ({
    id: g.id,
    kind: 'addon',
    title: stored(g.title),
    limit: g.limit,
    required: false,
    children: children(g.children),
  }));
  const optionalText = (text: TranslatableInput | undefined) => (text ? stored(text) : undefined);
  return {
    fields: {
      categoryId: input.category_id,
      name: stored(input.name),
      shortDescription: optionalText(input.short_description),
      tagline: optionalText(input.tagline),
      description: optionalText(input.description),
      sellingPrice: toMinor(input.selling_price),
      comparePrice:
        input.compare_price === undefined
          ? undefined
          : input.compare_price === null
            ? null
            : toMinor(input.compare_price),
      stock: input.stock,
      unlimitedStock: input.unlimited_stock,
      saleable: input.saleable,
      hidden: input.hidden,
      sort: input.position,
      attributes: input.attributes === undefined ? undefined : attributes,
      container:
        input.container === undefined
          ? undefined
          : input.container === null
            ? null
            : { name: stored(input.container.name), deposit: toMinor(input.container.deposit) },
    },
    variants: input.variants?.map((variant) => ({
      id: variant.id,
      name: stored(variant.name),
      sellingPrice: toMinor(variant.selling_price),
      stock: variant.stock,
      attributeValues: attributes.map((_, index) => variant.attribute_values?.[index]?.trim() || null),
    })),
    groups: { option: options, addon: addons },
  };
}
