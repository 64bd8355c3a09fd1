import type {
  CategoryInput,
  MerchantCategory,
  MerchantProduct,
  MerchantStore,
  ProductInput,
  StoreProfileInput,
} from '@suuq/shared/merchant-catalog';
import type { DataOf, Route } from '@suuq/shared/routes';
import {
  addCategoryRoute,
  addProductRoute,
  categoriesRoute,
  categoryImageRoute,
  deleteCategoryRoute,
  deleteProductRoute,
  merchantProductsRoute,
  merchantStoreRoute,
  orderCategoriesRoute,
  productImageRoute,
  storeCoverRoute,
  storeLogoRoute,
  storeProfileRoute,
  updateCategoryRoute,
  updateProductRoute,
  variantImageRoute,
} from '@suuq/shared/routes-merchant';
import type { ApiRequest } from '../../../lib/api';
import { authorized, staffApi } from '../staff-api';

/** A photo as the server takes it: multipart, one `image` part. */
function picture(file: File) {
  const body = new FormData();
  body.append('image', file);
  return body;
}

/** A delete's answer: `data.hidden` when a product on past orders was hidden instead. */
export type DeleteAnswer = DataOf<typeof deleteProductRoute> | null;

/**
 * `authorized` for calls that may answer 200 without a body (a delete, a new order): a missing envelope is no
 * failure, just nothing to read.
 */
function bodyless<R extends Route, A>(request: (arg: A) => ApiRequest & { url: R }) {
  const send = authorized(request);
  return async (...args: Parameters<typeof send>) => {
    try {
      return await send(...args);
    } catch {
      return { data: null };
    }
  };
}

const PER_PAGE = 100;
type Filter = { category_id?: number | undefined; search?: string | undefined };
type WithId<T> = T & { id: number };
type Photo = { id: number; file: File };

// The staff's own store only: the server knows it from the token. A product change also refreshes the stock
// panel's list and the categories' product counts; the store's face refreshes the board's bar.
const PRODUCT_TAGS = ['CatalogProducts', 'CatalogCategories', 'StaffProducts'] as const;

export const catalogApi = staffApi
  .enhanceEndpoints({ addTagTypes: ['CatalogCategories', 'CatalogProducts', 'CatalogStore'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCategories: build.query<MerchantCategory[], void>({
        queryFn: authorized(() => ({ url: categoriesRoute })),
        providesTags: ['CatalogCategories'],
      }),
      createCategory: build.mutation<MerchantCategory, CategoryInput>({
        queryFn: authorized((body: CategoryInput) => ({
          url: addCategoryRoute,
          body,
        })),
        invalidatesTags: ['CatalogCategories'],
      }),
      updateCategory: build.mutation<MerchantCategory, WithId<CategoryInput>>({
        queryFn: authorized(({ id, ...body }: WithId<CategoryInput>) => ({
          url: updateCategoryRoute,
          path: { id },
          body,
        })),
        invalidatesTags: ['CatalogCategories', 'CatalogProducts'],
      }),
      orderCategories: build.mutation<DataOf<typeof orderCategoriesRoute> | null, number[]>({
        queryFn: bodyless((ids: number[]) => ({
          url: orderCategoriesRoute,
          body: { ids },
        })),
        invalidatesTags: ['CatalogCategories'],
      }),
      uploadCategoryImage: build.mutation<MerchantCategory, Photo>({
        queryFn: authorized(({ id, file }: Photo) => ({
          url: categoryImageRoute,
          path: { id },
          body: picture(file),
        })),
        invalidatesTags: ['CatalogCategories'],
      }),
      deleteCategory: build.mutation<DataOf<typeof deleteCategoryRoute> | null, number>({
        queryFn: bodyless((id: number) => ({ url: deleteCategoryRoute, path: { id } })),
        invalidatesTags: ['CatalogCategories'],
      }),
      // Every page of 100 (hidden ones included), up to 2,000 products: a shop's whole list, searched on the server.
      getMerchantProducts: build.query<MerchantProduct[], Filter>({
        queryFn: async (filter, api, extra) => {
          const products: MerchantProduct[] = [];
          for (let page = 1; page <= 20; page += 1) {
            const result = await authorized((n: number) => ({
              url: merchantProductsRoute,
              params: { ...filter, page: n, per_page: PER_PAGE },
            }))(page, api, extra);
            if (result.error) return { error: result.error };
            products.push(...result.data);
            if (result.data.length < PER_PAGE) break;
          }
          return { data: products };
        },
        providesTags: ['CatalogProducts'],
      }),
      createProduct: build.mutation<MerchantProduct, ProductInput>({
        queryFn: authorized((body: ProductInput) => ({
          url: addProductRoute,
          body,
        })),
        invalidatesTags: [...PRODUCT_TAGS],
      }),
      updateProduct: build.mutation<MerchantProduct, WithId<ProductInput>>({
        queryFn: authorized(({ id, ...body }: WithId<ProductInput>) => ({
          url: updateProductRoute,
          path: { id },
          body,
        })),
        invalidatesTags: [...PRODUCT_TAGS],
      }),
      uploadProductImage: build.mutation<MerchantProduct, Photo>({
        queryFn: authorized(({ id, file }: Photo) => ({
          url: productImageRoute,
          path: { id },
          body: picture(file),
        })),
        invalidatesTags: [...PRODUCT_TAGS],
      }),
      uploadVariantImage: build.mutation<MerchantProduct, Photo & { variantId: number }>({
        queryFn: authorized(({ id, variantId, file }: Photo & { variantId: number }) => ({
          url: variantImageRoute,
          path: { id, variant_id: variantId },
          body: picture(file),
        })),
        invalidatesTags: [...PRODUCT_TAGS],
      }),
      deleteProduct: build.mutation<DeleteAnswer, number>({
        queryFn: bodyless((id: number) => ({ url: deleteProductRoute, path: { id } })),
        invalidatesTags: [...PRODUCT_TAGS],
      }),
      getMerchantStore: build.query<MerchantStore, void>({
        queryFn: authorized(() => ({ url: merchantStoreRoute })),
        providesTags: ['CatalogStore'],
      }),
      saveStoreProfile: build.mutation<MerchantStore, StoreProfileInput>({
        queryFn: authorized((body: StoreProfileInput) => ({
          url: storeProfileRoute,
          body,
        })),
        invalidatesTags: ['CatalogStore', 'StaffStore'],
      }),
      uploadStoreImage: build.mutation<MerchantStore, { kind: 'logo' | 'cover'; file: File }>({
        queryFn: authorized(({ kind, file }: { kind: 'logo' | 'cover'; file: File }) => ({
          url: kind === 'logo' ? storeLogoRoute : storeCoverRoute,
          body: picture(file),
        })),
        invalidatesTags: ['CatalogStore', 'StaffStore'],
      }),
    }),
  });

export const {
  useGetCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useOrderCategoriesMutation,
  useUploadCategoryImageMutation,
  useDeleteCategoryMutation,
  useGetMerchantProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useUploadProductImageMutation,
  useUploadVariantImageMutation,
  useDeleteProductMutation,
  useGetMerchantStoreQuery,
  useSaveStoreProfileMutation,
  useUploadStoreImageMutation,
} = catalogApi;
