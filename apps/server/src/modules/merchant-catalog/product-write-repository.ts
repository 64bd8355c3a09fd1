/**
 * Writing one product with its variants, option groups and addon groups, inside the caller's transaction. What is
 * sent with an id of this product keeps it (so carts holding it stay valid); what comes without one is new; what is
 * left out goes: variants that past orders name are archived (their stock set to 0) rather than deleted, and choice
 * groups and items are deleted (orders keep their own copy of the names and prices chosen).
 *
 * Lock order matches placement's (variants, then the product row), so an edit and an order never wait on each other
 * in a circle.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { choiceGroups, choiceItems, orderItems, productVariants, products } from '../../db/schema';
import { slugify } from '@suuq/shared/slug';
import { liveVariantStock } from '../../db/variant-stock';

/** A text in both languages as stored: English, and Somali or null when it would only repeat nothing. */
export interface StoredText {
  en: string;
  so: string | null;
}

export interface ChoiceWrite {
  id?: number | null | undefined;
  item: StoredText;
  price: number;
}
export interface GroupWrite {
  id?: number | null | undefined;
  kind: 'option' | 'addon';
  title: StoredText;
  limit: number;
  required: boolean;
  children: ChoiceWrite[];
}
export interface VariantWrite {
  id?: number | null | undefined;
  name: StoredText;
  sellingPrice: number;
  /** Undefined: a kept variant keeps its stock (orders may be taking it meanwhile), a new one has none. */
  stock: number | undefined;
  attributeValues: (string | null)[];
}

/**
 * The product's own columns as staff set them (minor units for money). Undefined: a change keeps what the product
 * has, a new product gets the default (empty texts, no compare price, no stock, sold, shown, last).
 */
export interface ProductFields {
  categoryId: number;
  name: StoredText;
  shortDescription: StoredText | undefined;
  tagline: StoredText | undefined;
  description: StoredText | undefined;
  sellingPrice: number;
  comparePrice: number | null | undefined;
  /** Ignored when the product has variants: it then shows their sum. */
  stock: number | undefined;
  unlimitedStock: boolean | undefined;
  saleable: boolean | undefined;
  hidden: boolean | undefined;
  sort: number | undefined;
  attributes: string[] | undefined;
  container: { name: StoredText; deposit: number } | null | undefined;
}

const EMPTY: StoredText = { en: '', so: null };

export interface ProductWrite {
  fields: ProductFields;
  /** Undefined leaves the variants (or groups) as they are. */
  variants: VariantWrite[] | undefined;
  groups: { option: GroupWrite[] | undefined; addon: GroupWrite[] | undefined };
}

const newKey = (kind: string) => `${kind}-${randomBytes(4).toString('hex')}`;

/** The columns the fields set; fields left undefined are left out (kept on a change). */
function columns(fields: ProductFields) {
  const text = (value: StoredText | undefined, en: string, so: string) =>
    value ? { [en]: value.en, [so]: value.so } : {};
  const attributes = fields.attributes;
  const container = fields.container;
  return {
    categoryId: fields.categoryId,
    nameEn: fields.name.en,
    nameSo: fields.name.so,
    ...text(fields.shortDescription, 'shortDescriptionEn', 'shortDescriptionSo'),
    ...text(fields.tagline, 'taglineEn', 'taglineSo'),
    ...text(fields.description, 'descriptionEn', 'descriptionSo'),
    sellingPrice: fields.sellingPrice,
    ...(fields.comparePrice !== undefined ? { comparePrice: fields.comparePrice } : {}),
    ...(fields.unlimitedStock !== undefined ? { unlimitedStock: fields.unlimitedStock } : {}),
    ...(fields.saleable !== undefined ? { saleable: fields.saleable } : {}),
    ...(fields.hidden !== undefined ? { hidden: fields.hidden } : {}),
    ...(attributes !== undefined
      ? {
          attribute1: attributes[0] ?? null,
          attribute2: attributes[1] ?? null,
          attribute3: attributes[2] ?? null,
        }
      : {}),
    ...(container !== undefined
      ? {
          containerNameEn: container?.name.en ?? null,
          containerNameSo: container?.name.so ?? null,
          containerDeposit: container?.deposit ?? null,
        }
      : {}),
    ...(fields.sort !== undefined ? { sort: fields.sort } : {}),
  };
}

/** Ids from `sent` that are among `existing`, each taken once; the rest are new rows. */
function keptIds(sent: readonly { id?: number | null | undefined }[], existing: ReadonlySet<number>) {
  const kept = new Set<number>();
  return sent.map((row) => {
    const id = row.id != null && existing.has(row.id) && !kept.has(row.id) ? row.id : undefined;
    if (id !== undefined) kept.add(id);
    return id;
  });
}

export class ProductWriteRepository {
  /** A slug for a new product: its English name's, with `-2`, `-3`… when taken. */
  async freeSlug(name: string, tx: Tx): Promise<string> {
    const base = slugify(name) || 'item';
    const taken = new Set(
      (
        await tx
          .select({ slug: products.slug })
          .from(products)
          .where(like(products.slug, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
      ).map((row) => row.slug),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    return slug;
  }

  /** Creates the product and answers its id. */
  async create(storeId: number, image: string, write: ProductWrite, tx: Tx): Promise<number> {
    const fields = write.fields;
    let sort = fields.sort;
    if (sort === undefined) {
      const [last] = await tx
        .select({ sort: sql<number>`coalesce(max(${products.sort}), -1)::int` })
        .from(products)
        .where(eq(products.storeId, storeId));
      sort = Number(last?.sort ?? -1) + 1;
    }
    const [row] = await tx
      .insert(products)
      .values({
        ...columns({
          ...fields,
          shortDescription: fields.shortDescription ?? EMPTY,
          tagline: fields.tagline ?? EMPTY,
          description: fields.description ?? EMPTY,
          sort,
        }),
        storeId,
        slug: await this.freeSlug(fields.name.en, tx),
        image,
        stock: fields.stock ?? 0,
        hasVariant: (write.variants?.length ?? 0) > 0,
      })
      .returning({ id: products.id });
    const id = row!.id;
    await this.writeChildren(id, image, write, tx);
    return id;
  }

  /** Changes the product (which the caller checked is the store's). */
  async update(productId: number, image: string, write: ProductWrite, tx: Tx): Promise<void> {
    // Variants first, then the product row: the order placement takes its locks in.
    const variantCount = await this.writeVariants(productId, image, write.variants, tx);
    const hasVariant = variantCount > 0;
    await tx
      .update(products)
      .set({
        ...columns(write.fields),
        hasVariant,
        ...(hasVariant
          ? {
              stock: liveVariantStock(productId),
            }
          : write.fields.stock !== undefined
            ? { stock: write.fields.stock }
            : {}),
      })
      .where(eq(products.id, productId));
    await this.writeGroups(productId, 'option', write.groups.option, tx);
    await this.writeGroups(productId, 'addon', write.groups.addon, tx);
  }

  private async writeChildren(productId: number, image: string, write: ProductWrite, tx: Tx) {
    const variantCount = await this.writeVariants(productId, image, write.variants, tx);
    if (variantCount > 0) await this.syncStock(productId, tx);
    await this.writeGroups(productId, 'option', write.groups.option, tx);
    await this.writeGroups(productId, 'addon', write.groups.addon, tx);
  }

  private async syncStock(productId: number, tx: Tx) {
    await tx
      .update(products)
      .set({
        stock: liveVariantStock(productId),
      })
      .where(eq(products.id, productId));
  }

  /** Makes the product's live variants the ones sent, in that order; answers how many it has now. */
  private async writeVariants(
    productId: number,
    image: string,
    variants: VariantWrite[] | undefined,
    tx: Tx,
  ): Promise<number> {
    const existingRows = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.archived, false)))
      .orderBy(productVariants.id);
    if (variants === undefined) return existingRows.length;
    const existing = new Set(existingRows.map((row) => row.id));
    const ids = keptIds(variants, existing);
    // Updates in id order, like placement's takes, so two writers never lock the same rows in opposite orders.
    const writes = variants
      .map((variant, index) => ({ variant, index, id: ids[index] }))
      .sort((a, b) => (a.id ?? Infinity) - (b.id ?? Infinity));
    for (const { variant, index, id } of writes) {
      const [a1 = null, a2 = null, a3 = null] = variant.attributeValues;
      const values = {
        nameEn: variant.name.en,
        nameSo: variant.name.so,
        sellingPrice: variant.sellingPrice,
        ...(variant.stock !== undefined ? { stock: variant.stock } : {}),
        attribute1Value: a1,
        attribute2Value: a2,
        attribute3Value: a3,
        sort: index,
      };
      if (id !== undefined) {
        await tx.update(productVariants).set(values).where(eq(productVariants.id, id));
      } else {
        await tx.insert(productVariants).values({ ...values, stock: variant.stock ?? 0, productId, image });
      }
    }
    const removed = [...existing].filter((id) => !ids.includes(id));
    if (removed.length > 0) {
      const deleted = await tx
        .delete(productVariants)
        .where(
          and(
            inArray(productVariants.id, removed),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(orderItems)
                .where(eq(orderItems.variantId, productVariants.id)),
            ),
          ),
        )
        .returning({ id: productVariants.id });
      const gone = new Set(deleted.map((row) => row.id));
      const archive = removed.filter((id) => !gone.has(id));
      if (archive.length > 0) {
        await tx
          .update(productVariants)
          .set({ archived: true, stock: 0 })
          .where(inArray(productVariants.id, archive));
      }
    }
    return variants.length;
  }

  private async writeGroups(
    productId: number,
    kind: 'option' | 'addon',
    groups: GroupWrite[] | undefined,
    tx: Tx,
  ): Promise<void> {
    if (groups === undefined) return;
    const existingRows = await tx
      .select({ id: choiceGroups.id })
      .from(choiceGroups)
      .where(and(eq(choiceGroups.productId, productId), eq(choiceGroups.kind, kind)));
    const existing = new Set(existingRows.map((row) => row.id));
    const ids = keptIds(groups, existing);
    const removed = [...existing].filter((id) => !ids.includes(id));
    if (removed.length > 0) await tx.delete(choiceGroups).where(inArray(choiceGroups.id, removed));
    for (const [index, group] of groups.entries()) {
      const values = {
        titleEn: group.title.en,
        titleSo: group.title.so,
        limit: group.limit,
        required: group.required,
        sort: index,
      };
      let groupId = ids[index];
      if (groupId !== undefined) {
        await tx.update(choiceGroups).set(values).where(eq(choiceGroups.id, groupId));
      } else {
        const [row] = await tx
          .insert(choiceGroups)
          .values({ ...values, productId, kind, key: newKey(kind) })
          .returning({ id: choiceGroups.id });
        groupId = row!.id;
      }
      await this.writeItems(groupId, group.children, tx);
    }
  }

  private async writeItems(groupId: number, children: ChoiceWrite[], tx: Tx): Promise<void> {
    const existingRows = await tx
      .select({ id: choiceItems.id })
      .from(choiceItems)
      .where(eq(choiceItems.groupId, groupId));
    const existing = new Set(existingRows.map((row) => row.id));
    const ids = keptIds(children, existing);
    const removed = [...existing].filter((id) => !ids.includes(id));
    if (removed.length > 0) await tx.delete(choiceItems).where(inArray(choiceItems.id, removed));
    for (const [index, child] of children.entries()) {
      const values = { itemEn: child.item.en, itemSo: child.item.so, price: child.price, sort: index };
      const id = ids[index];
      if (id !== undefined) await tx.update(choiceItems).set(values).where(eq(choiceItems.id, id));
      else await tx.insert(choiceItems).values({ ...values, groupId });
    }
  }

  /**
   * Deletes the product when no order names it; otherwise hides it (history keeps it). Answers what happened, or
   * undefined when the product is not the store's.
   */
  async remove(storeId: number, productId: number, tx: Tx): Promise<'deleted' | 'hidden' | undefined> {
    const deleted = await tx
      .delete(products)
      .where(
        and(
          eq(products.id, productId),
          eq(products.storeId, storeId),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(orderItems)
              .where(eq(orderItems.productId, products.id)),
          ),
        ),
      )
      .returning({ id: products.id });
    if (deleted.length > 0) return 'deleted';
    const hidden = await tx
      .update(products)
      .set({ hidden: true })
      .where(and(eq(products.id, productId), eq(products.storeId, storeId)))
      .returning({ id: products.id });
    return hidden.length > 0 ? 'hidden' : undefined;
  }
}
